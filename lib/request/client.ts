import "server-only";
import { createHmac } from "node:crypto";
import { env } from "@/lib/env";
import { networkKey, normalizeAddress } from "@/lib/ip";
import { appSecret } from "@/lib/secret";

export { networkKey };

export type HeaderReader = Pick<Headers, "get">;

/**
 * The client address: with TRUST_PROXY=N, the N-th x-forwarded-for entry from the right (further left are the
 * client's own claims); with none, server/start.mjs has set the header to the TCP peer's address.
 */
export function clientIp(headers: HeaderReader): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const proxies = env().TRUST_PROXY;
  // Fewer entries than proxies: every entry came from a trusted hop, and the leftmost is the closest to the client.
  const entry = proxies > 0 ? (entries.at(-proxies) ?? entries[0]) : entries.at(-1);
  return normalizeAddress(entry) ?? "unknown";
}

/** A keyed hash: lets us count and correlate (addresses, recipients) without storing what was hashed. */
export function keyedHash(value: string): string {
  return createHmac("sha256", appSecret()).update(value).digest("hex").slice(0, 32);
}

/** The address's network, hashed. */
export const hashIp = (ip: string) => keyedHash(networkKey(ip));

export const userAgent = (headers: HeaderReader) => headers.get("user-agent")?.slice(0, 500) ?? null;
