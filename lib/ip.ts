import "server-only";
import { isIP } from "node:net";

/**
 * A valid IP address without brackets, port, zone or IPv4-mapped prefix; undefined for anything else. Some proxies
 * write `IP:port` or `[IPv6]:port`, which would otherwise put every client in one "unknown" bucket.
 */
export function normalizeAddress(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const address = raw
    .replace(/^\[([^\]]*)\](?::\d+)?$/, "$1")
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, "$1")
    .replace(/%.*$/, "");
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address.toLowerCase();
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail counts as two). */
export function ipv6Groups(address: string): number[] {
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

const ipv6Prefix = (address: string, groups: number) =>
  `${ipv6Groups(address)
    .slice(0, groups)
    .map((group) => group.toString(16))
    .join(":")}::/${groups * 16}`;

/** What limits count by: an IPv4 address or an IPv6 /64 (one home gets a whole /64 of fresh identities). */
export function networkKey(ip: string): string {
  const address = normalizeAddress(ip);
  if (!address) return ip;
  return isIP(address) === 4 ? address : ipv6Prefix(address, 4);
}

/** An IPv6 address's /48, a whole site's allocation (a home's /56 is 256 /64s); undefined for IPv4. */
export function siteNetworkKey(ip: string): string | undefined {
  const address = normalizeAddress(ip);
  return address && isIP(address) === 6 ? ipv6Prefix(address, 3) : undefined;
}
