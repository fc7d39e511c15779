import "server-only";
import { createHmac, randomUUID } from "node:crypto";
import { safeEqual } from "@/lib/safe-equal";
import { MIN_FILL_MS } from "./state";

/** Cookie set when a form page is fetched: when it was served, a nonce, and a signature over both. */
export const FORM_TOKEN_COOKIE = "form_t";
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

const sign = (secret: string, body: string) => createHmac("sha256", secret).update(body).digest("base64url");

export function createFormToken(secret: string, now = Date.now()): string {
  const body = `${now}.${randomUUID()}`;
  return `${body}.${sign(secret, body)}`;
}

/** A valid, unexpired token, or null for anything else (missing, forged, malformed, old). */
export function readFormToken(secret: string, raw: string | undefined, now = Date.now()) {
  if (!raw || raw.length > 200) return null;
  const parts = raw.split(".");
  if (parts.length !== 3) return null;
  const [issued, nonce, signature] = parts as [string, string, string];
  if (!safeEqual(signature, sign(secret, `${issued}.${nonce}`))) return null;
  const issuedAt = Number(issued);
  if (!Number.isSafeInteger(issuedAt) || issuedAt > now + 60_000 || now - issuedAt > MAX_AGE_MS) return null;
  return { issuedAt, nonce };
}

/** Posted faster than a person can fill a form after the page was served. */
export function isTooFast(token: ReturnType<typeof readFormToken>, now = Date.now()): boolean {
  return token !== null && now - token.issuedAt < MIN_FILL_MS;
}
