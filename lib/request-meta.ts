import { createHmac } from "node:crypto";
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { appSecret } from "@/lib/secret";

type HeaderReader = { get(name: string): string | null };

/**
 * The client address, by one trust model. With TRUST_PROXY=N proxies in front, each appended the address it saw to
 * x-forwarded-for, so the N-th entry from the right is the client's (entries further left are the client's own
 * claims). With none, the shipped server (server/start.mjs) has replaced the header with the TCP peer's address.
 */
export function clientIp(headers: HeaderReader): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const proxies = env.TRUST_PROXY;
  // Fewer entries than proxies: every entry came from a trusted hop, and the leftmost is the closest to the client.
  const entry = proxies > 0 ? (entries.at(-proxies) ?? entries[0]) : entries.at(-1);
  return normalizeAddress(entry) ?? "unknown";
}

/** A valid IP address without brackets, zone or IPv4-mapped prefix; undefined for anything else. */
export function normalizeAddress(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const address = raw.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address.toLowerCase();
}

/** The eight groups of an IPv6 address (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] {
  const [head = "", tail] = address.split("::");
  const parse = (part: string) =>
    part
      ? part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * What limits count by: an IPv4 address, or an IPv6 /64 (one home or one server gets a whole /64, so counting single
 * IPv6 addresses would hand an attacker billions of fresh identities).
 */
export function networkKey(ip: string): string {
  const address = normalizeAddress(ip);
  if (!address) return ip;
  if (isIP(address) === 4) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":");
  return `${prefix}::/64`;
}

/** A keyed hash: lets us count and correlate (addresses, recipients) without storing what was hashed. */
export function keyedHash(value: string): string {
  return createHmac("sha256", appSecret()).update(value).digest("hex").slice(0, 32);
}

/** The address's network, hashed. */
export const hashIp = (ip: string) => keyedHash(networkKey(ip));

export function userAgent(headers: HeaderReader): string | null {
  return headers.get("user-agent")?.slice(0, 500) ?? null;
}
