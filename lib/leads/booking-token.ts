import "server-only";
import { createHmac } from "node:crypto";
import { safeEqual } from "@/lib/safe-equal";

/** The query parameter of /book that carries the token. */
export const BOOKING_LEAD_PARAM = "lead";
/** How long a thank-you screen's booking link stays tied to its lead. */
export const BOOKING_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The purpose is signed too, so no other signature made with the same secret (form tokens, sessions) passes as one.
const sign = (secret: string, body: string) =>
  createHmac("sha256", secret).update(`booking-lead.${body}`).digest("base64url").slice(0, 22);

const compact = (uuid: string) => Buffer.from(uuid.replaceAll("-", ""), "hex").toString("base64url");

function expand(id: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
  const hex = Buffer.from(id, "base64url").toString("hex");
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return UUID.test(uuid) ? uuid : null;
}

/** `<lead id, 22 chars>.<expiry, base 36 seconds>.<signature>`: names the lead a booking click belongs to. */
export function signBookingToken(secret: string, leadId: string, now = Date.now()): string {
  const body = `${compact(leadId.toLowerCase())}.${Math.floor((now + BOOKING_TOKEN_TTL_MS) / 1000).toString(36)}`;
  return `${body}.${sign(secret, body)}`;
}

/** The lead id of a valid, unexpired token; null for anything else (missing, forged, malformed, expired). */
export function verifyBookingToken(secret: string, raw: string | null | undefined, now = Date.now()) {
  if (!raw || raw.length > 80) return null;
  const parts = raw.split(".");
  if (parts.length !== 3) return null;
  const [id, expiry, signature] = parts as [string, string, string];
  if (!/^[0-9a-z]{1,10}$/.test(expiry) || !safeEqual(signature, sign(secret, `${id}.${expiry}`))) return null;
  if (parseInt(expiry, 36) * 1000 < now) return null;
  return expand(id);
}
