import "server-only";
// Next 16 answers a server-action body it cannot decode with a 500 and a logged error (vercel/next.js#86945), so
// the proxy reads the body first, with the parser Next would use, and answers those itself.

import { busboy } from "@/lib/next-internals/busboy";

/** Next's default `serverActions.bodySizeLimit`. */
export const ACTION_BODY_LIMIT = 1024 * 1024;
const MAX_DEPTH = 32;

/**
 * Strings React's reply format decodes without reading another part: escaped strings, a FormData (`$K1`, our
 * forms' second argument), undefined, NaN, infinities, dates, bigints. Our forms never send anything else.
 */
const SELF_CONTAINED = /^\$(?:\$|[uNID-]|K[0-9a-f]+$|n-?\d{1,300}$)/;

export type ActionRequestProblem = { status: 400 | 413; message: string };

const malformed: ActionRequestProblem = { status: 400, message: "Malformed server action request." };

/** Why Next could not decode this POST as a server action, or null when it can (or it is not one). */
export async function actionRequestProblem(request: Request): Promise<ActionRequestProblem | null> {
  if (request.method !== "POST") return null;
  const scripted = request.headers.has("next-action");
  const type = request.headers.get("content-type") ?? "";
  // Next's own test: anything else with a Next-Action header is read as text.
  const multipart = type.startsWith("multipart/form-data");
  if (!scripted && !multipart) return null;

  const body = await request.arrayBuffer();
  if (body.byteLength > ACTION_BODY_LIMIT) return { status: 413, message: "Request body too large." };
  if (!multipart) return plainArguments(new TextDecoder().decode(body)) ? null : malformed;
  if (scripted) return plainArguments(await scriptedArguments(Buffer.from(body), type)) ? null : malformed;
  const form = await new Response(body, { headers: { "content-type": type } }).formData().catch(() => null);
  if (!form) return malformed;
  // Without JavaScript: each action reference names a descriptor, whose bound arguments are one more part.
  const prefixes = [...form.keys()]
    .filter((key) => key.startsWith("$ACTION_REF_"))
    .map((key) => `$ACTION_${key.slice(12)}:`);
  return prefixes.every((prefix) => plainBoundAction(form, prefix)) ? null : malformed;
}

/** The one text value of a field, or null when it is missing, repeated or a file. */
function onlyText(form: FormData, name: string): string | null {
  const values = form.getAll(name);
  return values.length === 1 && typeof values[0] === "string" ? values[0] : null;
}

/**
 * The argument list of a scripted call as Next reads it (busboy), or null. React takes any numeric field name as
 * that part (" ", "-0"), so exactly one root may be; unnamed parts and files (our forms upload none) are refused.
 */
function scriptedArguments(body: Buffer, type: string): Promise<string | null> {
  // busboy throws on a content type it cannot read: the promise rejects, and that is null too.
  return new Promise<string | null>((resolve) => {
    const roots: string[] = [];
    let refused = false;
    const parser = busboy({
      headers: { "content-type": type },
      defParamCharset: "utf8",
      limits: { fieldSize: ACTION_BODY_LIMIT },
    });
    parser.on("field", (name, value) => {
      if (typeof name !== "string") refused = true;
      else if (Number(name) === 0) roots.push(value);
    });
    parser.on("file", (_name, stream) => {
      refused = true;
      // A file cut off by the end of the body fails on its own stream too; unheard, that would be uncaught.
      stream.on("error", () => resolve(null)).resume();
    });
    parser.on("error", () => resolve(null));
    parser.on("close", () => resolve(!refused && roots.length === 1 ? roots[0]! : null));
    parser.end(body);
  }).catch(() => null);
}

function parse(text: string | null): unknown {
  try {
    return JSON.parse(text ?? "");
  } catch {
    return undefined;
  }
}

const plainArguments = (text: string | null) => {
  const args = parse(text);
  return Array.isArray(args) && selfContained(args);
};

function plainBoundAction(form: FormData, prefix: string): boolean {
  const descriptor = parse(onlyText(form, `${prefix}0`));
  if (typeof descriptor !== "object" || descriptor === null || Array.isArray(descriptor)) return false;
  const { bound, ...rest } = descriptor as Record<string, unknown>;
  if (!selfContained(rest)) return false;
  if (bound === null) return true;
  const part = typeof bound === "string" ? /^\$@([0-9a-f]{1,8})$/.exec(bound) : null;
  return part !== null && plainArguments(onlyText(form, `${prefix}${parseInt(part[1]!, 16)}`));
}

/** Walks the value without recursion (React's own decoding recurses, so nesting is capped too). */
function selfContained(root: unknown): boolean {
  const stack: [unknown, number][] = [[root, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, depth] = next;
    if (typeof value === "string") {
      if (value.startsWith("$") && !SELF_CONTAINED.test(value)) return false;
    } else if (typeof value === "object" && value !== null) {
      if (depth >= MAX_DEPTH) return false;
      for (const child of Object.values(value)) stack.push([child, depth + 1]);
    }
  }
  return true;
}
