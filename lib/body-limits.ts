import "server-only";

/** Next's own limit for a server action's body, and ours for every route handler's. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** A page-view or wizard-step report from the site's own script: a path, a landing URL and a referrer. */
export const MAX_VISIT_BODY_BYTES = 4096;
/** Parts (or name=value pairs) a form post may carry; the longest form sends about 40. */
export const MAX_FORM_PARTS = 256;

export type BodyProblem = { status: 413; message: string };

const tooLarge: BodyProblem = { status: 413, message: "Request body too large (at most 1 MB)." };
const tooManyParts: BodyProblem = {
  status: 413,
  message: `Too many form fields (at most ${MAX_FORM_PARTS}).`,
};
const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Why a request body is refused before anything parses it: over 1 MB, or a form with more than MAX_FORM_PARTS parts
 * (counted by a byte scan; parsing 14,000 empty fields costs Next half a second). Null when it may go on.
 */
export async function bodyProblem(request: Request): Promise<BodyProblem | null> {
  if (!WITH_BODY.has(request.method) || !request.body) return null;
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > MAX_BODY_BYTES) return tooLarge;
  const type = request.headers.get("content-type") ?? "";
  const boundary = multipartBoundary(type);
  const urlEncoded = /^application\/x-www-form-urlencoded/i.test(type);
  // Anything else of a declared length within the limit is its handler's to read.
  if (!boundary && !urlEncoded && Number.isFinite(declared)) return null;
  // A copy: whatever reads the body after the proxy still gets all of it.
  const body = await readAtMost(request.clone().body!, MAX_BODY_BYTES);
  if (!body) return tooLarge;
  // Every part opens with the boundary and the body closes with it once more.
  const parts = boundary ? occurrences(body, `--${boundary}`) - 1 : occurrences(body, "&") + 1;
  return (boundary || urlEncoded) && parts > MAX_FORM_PARTS ? tooManyParts : null;
}

export function multipartBoundary(contentType: string): string | undefined {
  if (!/^multipart\/form-data/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** The body as text, or null when it passes `limit` bytes (a declared length over it is refused unread). */
export async function bodyTextAtMost(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  if (!request.body) return "";
  const body = await readAtMost(request.body, limit);
  return body && body.toString("utf8");
}

/** The whole body, or null as soon as it passes `limit` bytes (the rest is never read). */
async function readAtMost(stream: ReadableStream<Uint8Array>, limit: number): Promise<Buffer | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      size += next.value.byteLength;
      if (size > limit) {
        // Not awaited: cancelling one branch of a cloned body settles only once the other branch is cancelled too.
        reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(next.value);
    }
  } catch {
    // A body cut off by the client: what arrived is all there is; its parser will say so.
  }
  return Buffer.concat(chunks);
}

function occurrences(body: Buffer, needle: string): number {
  let count = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) count++;
  return count;
}
