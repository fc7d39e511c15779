import "server-only";
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

/** Cookie set when a form page is fetched: when it was served, a nonce, and a signature over both. */
export const FORM_TOKEN_COOKIE = "form_t";
export const MIN_FILL_MS = 2000;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type FormToken = { issuedAt: number; nonce: string };

const sign = (secret: string, body: string) => createHmac("sha256", secret).update(body).digest("base64url");

export function createFormToken(secret: string, now = Date.now()): string {
  const body = `${now}.${randomUUID()}`;
  return `${body}.${sign(secret, body)}`;
}

/** A valid, unexpired token, or null for anything else (missing, forged, malformed, old). */
export function readFormToken(secret: string, raw: string | undefined, now = Date.now()): FormToken | null {
  if (!raw || raw.length > 200) return null;
  const parts = raw.split(".");
  if (parts.length !== 3) return null;
  const [issued, nonce, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${issued}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const issuedAt = Number(issued);
  if (!Number.isSafeInteger(issuedAt) || issuedAt > now + 60_000 || now - issuedAt > MAX_AGE_MS) return null;
  return { issuedAt, nonce };
}

/** Posted faster than a person can fill a form after the page was served. */
export function isTooFast(token: FormToken | null, now = Date.now()): boolean {
  return token !== null && now - token.issuedAt < MIN_FILL_MS;
}
