import "server-only";
/** JSON for a <script> body: escaping "<" keeps a stray "</script>" in data from closing the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
