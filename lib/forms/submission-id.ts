import "server-only";
import { createHash } from "node:crypto";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

// The browser sends a random id per form fill. Without JavaScript it is derived from the visit's form token (or
// address and time) and the content, so a resubmitted page makes the same id.
export function submissionIdFor(
  posted: unknown,
  fallback: { kind: string; nonce?: string; ipHash: string; content: unknown },
): string {
  if (typeof posted === "string" && UUID.test(posted)) return posted.toLowerCase();
  const scope = fallback.nonce ?? `${fallback.ipHash}:${Math.floor(Date.now() / 600_000)}`;
  const input = `${fallback.kind}|${scope}|${JSON.stringify(fallback.content)}`;
  const hex = createHash("sha256").update(input).digest("hex");
  // Shaped as a version-8 (custom) UUID so it fits the same column as browser-made ids.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
