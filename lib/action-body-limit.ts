import "server-only";
// Next answers a server-action body over its limit with a 500; a 413 first says what is wrong.

/** Next's default `serverActions.bodySizeLimit`. */
export const ACTION_BODY_LIMIT = 1024 * 1024;

/** A POST that may be a server action (a Next-Action header or a multipart body) and is over Next's limit. */
export async function isOversizedActionPost(request: Request): Promise<boolean> {
  if (request.method !== "POST") return false;
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  if (!multipart && !request.headers.has("next-action")) return false;
  // Node refuses a body longer than its Content-Length, so a declared length is the length.
  const declared = request.headers.get("content-length");
  if (declared !== null) return Number(declared) > ACTION_BODY_LIMIT;
  return (await request.arrayBuffer()).byteLength > ACTION_BODY_LIMIT;
}
