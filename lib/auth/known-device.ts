import { createHmac } from "node:crypto";
import { safeEqual } from "./compare";

/** Set when an owner signs in: this browser has been here before, so the account throttle lets it through. */
export const DEVICE_COOKIE = "owner_device";
export const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;

const sign = (secret: string, account: string, issuedAt: number) =>
  createHmac("sha256", secret).update(`owner-device:${account}:${issuedAt}`).digest("base64url");

/** A token vouching for one account (lockout.ts accountKey) on this browser. */
export function deviceToken(account: string, secret: string, now = Date.now()): string {
  const issuedAt = Math.floor(now / 1000);
  return `${issuedAt}.${sign(secret, account, issuedAt)}`;
}

/** True for a token made for this account, unexpired: an attacker rotating addresses has none. */
export function isKnownDevice(
  token: string | undefined,
  account: string,
  secret: string,
  now = Date.now(),
): boolean {
  if (!token || token.length > 100) return false;
  const [issued, signature = ""] = token.split(".");
  const issuedAt = Number(issued);
  if (!Number.isSafeInteger(issuedAt) || now / 1000 - issuedAt > DEVICE_TTL_SECONDS) return false;
  return safeEqual(sign(secret, account, issuedAt), signature);
}
