import "server-only";

/** Next's own limit for a server action's body, and ours for every route handler's. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** A page-view or wizard-step report from the site's own script: a path, a landing URL and a referrer. */
export const MAX_VISIT_BODY_BYTES = 4096;
/** The route that takes more: a photo of up to 5 MB (lib/site-facts/image-check.ts) and its form's few fields. */
export const PHOTO_UPLOAD_PATH = "/settings/site/photo";
/**
 * The site editor's page, whose add forms (a testimonial, a founder, a client logo) send their picture with their
 * fields, as a server action (next.config.ts raises Next's own limit for actions to match; every other path keeps
 * 1 MB here, before Next reads a byte).
 */
export const SITE_EDITOR_UPLOAD_PATH = "/settings/site";
export const MAX_UPLOAD_BODY_BYTES = 5 * 1024 * 1024 + 64 * 1024;
/** The body limit of a path: 1 MB everywhere but the two that take a picture. */
export const bodyLimitFor = (pathname: string) =>
  pathname === PHOTO_UPLOAD_PATH || pathname === SITE_EDITOR_UPLOAD_PATH
    ? MAX_UPLOAD_BODY_BYTES
    : MAX_BODY_BYTES;
/** Parts (or name=value pairs) a form post may carry; the longest form sends about 40. */
export const MAX_FORM_PARTS = 256;

export type BodyProblem = { status: 400 | 413; message: string };

const tooLarge = (limit: number): BodyProblem => ({
  status: 413,
  message: `Request body too large (at most ${Math.floor(limit / (1024 * 1024))} MB).`,
});
const tooManyParts: BodyProblem = {
  status: 413,
  message: `Too many form fields (at most ${MAX_FORM_PARTS}).`,
};
const malformed: BodyProblem = { status: 400, message: "Malformed or unsupported multipart form." };
const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Every parser (busboy for scripted action calls, undici for forms without JavaScript) ends a part at CRLF "--". */
const PART_BREAK = Buffer.from("\r\n--");

/**
 * Why a request body is refused before anything parses it: over `limit` (1 MB but for the photo upload); a form with more than MAX_FORM_PARTS parts,
 * counted by a byte scan that trusts no declared boundary (parsing 14,000 empty fields blocks the server for
 * seconds); a multipart form whose boundary or framing a strict reading does not find exactly (Next would answer it
 * with a 500 of its own). Null when it may go on.
 */
export async function bodyProblem(
  request: Request,
  limit: number = MAX_BODY_BYTES,
): Promise<BodyProblem | null> {
  if (!WITH_BODY.has(request.method) || !request.body) return null;
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > limit) return tooLarge(limit);
  const type = request.headers.get("content-type") ?? "";
  // Anywhere in the type: parsers disagree on case, spaces and parameters, so no spelling escapes the count.
  const multipart = /multipart/i.test(type);
  const urlEncoded = /x-www-form-urlencoded/i.test(type);
  // Anything else of a declared length within the limit is its handler's to read.
  if (!multipart && !urlEncoded && Number.isFinite(declared)) return null;
  // A copy: whatever reads the body after the proxy still gets all of it.
  const body = await readAtMost(request.clone().body!, limit);
  if (!body) return tooLarge(limit);
  if (urlEncoded && !multipart) return occurrences(body, "&") + 1 > MAX_FORM_PARTS ? tooManyParts : null;
  if (!multipart) return null;
  // Every part but the first follows a CRLF "--", whatever the boundary: an upper bound on the parts.
  if (occurrences(body, PART_BREAK) > MAX_FORM_PARTS) return tooManyParts;
  // A type that only mentions multipart somewhere is counted, not judged; one that declares it must be exact.
  if (!/^\s*multipart\//i.test(type)) return null;
  const boundary = multipartBoundary(type);
  return boundary && isFramed(body, boundary) ? null : malformed;
}

// RFC 9110's token, and RFC 2046's boundary characters (a space only inside, and then the value must be quoted).
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/**
 * The boundary of a `multipart/form-data` type, read strictly (RFC 9110 parameters, RFC 2046 boundary): undefined
 * when the type is anything else, or written so that parsers could read different boundaries (escapes in a quoted
 * value, a parameter twice, more than 70 characters, characters a boundary may not hold, stray text).
 */
export function multipartBoundary(contentType: string): string | undefined {
  const [essence = "", ...rest] = contentType.split(";");
  // Exactly as browsers write it: Next takes only this spelling for a server action's multipart body.
  if (essence !== "multipart/form-data") return undefined;
  const params = new Map<string, string>();
  // Quoted values may hold ";": split on the ones outside quotes, and refuse a backslash anywhere.
  if (contentType.includes("\\")) return undefined;
  const pieces = rest.join(";").match(/(?:[^;"]|"[^"]*")+/g) ?? [];
  if (pieces.join(";").length !== rest.join(";").length) return undefined;
  for (const piece of pieces) {
    const match = /^[ \t]*([^=\s]+)=("([^"]*)"|[^"\s]+)[ \t]*$/.exec(piece);
    if (!match || !TOKEN.test(match[1]!)) return undefined;
    const name = match[1]!.toLowerCase();
    const value = match[3] ?? match[2]!;
    if (params.has(name) || (match[3] === undefined && !TOKEN.test(value))) return undefined;
    params.set(name, value);
  }
  const boundary = params.get("boundary");
  return boundary !== undefined && BOUNDARY.test(boundary) ? boundary : undefined;
}

/**
 * The body is a form as browsers write one: (after any blank lines) the first delimiter, then parts each followed by a
 * delimiter, the last one closing (`--`). What the framework's parsers would fail on, here found in a byte scan.
 */
function isFramed(body: Buffer, boundary: string): boolean {
  const delimiter = Buffer.from(`--${boundary}`);
  let start = 0;
  while (body[start] === 0x0d && body[start + 1] === 0x0a) start += 2;
  let end = body.length;
  while (body[end - 2] === 0x0d && body[end - 1] === 0x0a) end -= 2;
  const form = body.subarray(start, end);
  if (!form.subarray(0, delimiter.length).equals(delimiter)) return false;
  const next = Buffer.concat([PART_BREAK.subarray(0, 2), delimiter]);
  for (let at = delimiter.length; ;) {
    // Each delimiter ends its line (a part follows) or closes the form (`--` and nothing after).
    if (form[at] === 0x2d && form[at + 1] === 0x2d) return at + 2 === form.length;
    if (form[at] !== 0x0d || form[at + 1] !== 0x0a) return false;
    const found = form.indexOf(next, at + 2);
    if (found === -1) return false;
    // A part's headers end at a blank line within the part.
    if (form.subarray(at, found).indexOf("\r\n\r\n") === -1) return false;
    at = found + next.length;
  }
}

/** The body as text, or null when it passes `limit` bytes (a declared length over it is refused unread). */
export async function bodyTextAtMost(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  if (!request.body) return "";
  const body = await readAtMost(request.body, limit);
  return body && body.toString("utf8");
}

/** The body's bytes, or null when it passes `limit` (a declared length over it is refused unread): uploads. */
export async function bodyBytesAtMost(request: Request, limit: number): Promise<Buffer | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  return readAtMost(request.body, limit);
}

/** The whole body, or null as soon as it passes `limit` bytes (the rest is never read). */
export async function readAtMost(stream: ReadableStream<Uint8Array>, limit: number): Promise<Buffer | null> {
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

function occurrences(body: Buffer, needle: string | Buffer): number {
  let count = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) count++;
  return count;
}
