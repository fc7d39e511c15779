import { createHmac } from "node:crypto";
import { env } from "@/lib/env";
import { appSecret } from "@/lib/secret";

type HeaderReader = { get(name: string): string | null };

/**
 * The client address. Behind a trusted proxy (TRUST_PROXY=1) the first x-forwarded-for entry; otherwise the
 * last one, which `next start` fills from the socket when the client sent none.
 */
export function clientIp(headers: HeaderReader): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const ip = env.TRUST_PROXY === "1" ? forwarded[0] : forwarded.at(-1);
  return ip?.slice(0, 64) || "unknown";
}

/** Keyed hash: lets us count and correlate without storing the address. */
export function hashIp(ip: string): string {
  return createHmac("sha256", appSecret()).update(ip).digest("hex").slice(0, 32);
}

export function userAgent(headers: HeaderReader): string | null {
  return headers.get("user-agent")?.slice(0, 500) ?? null;
}
