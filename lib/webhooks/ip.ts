import { isIPv4, isIPv6 } from "node:net";

/** An IPv6 address as its eight 16-bit groups. */
export type Hextets = readonly number[];

export function ipv4ToNumber(ip: string): number {
  return ip.split(".").reduce((n, octet) => ((n << 8) | Number(octet)) >>> 0, 0);
}

/** Parses a valid IPv6 address (including "::" and a trailing dotted quad) into eight groups. */
export function ipv6ToHextets(ip: string): Hextets {
  let text = ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const n = ipv4ToNumber(dotted);
    text = `${text.slice(0, -dotted.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const groups = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const [head = "", tail] = text.split("::");
  if (tail === undefined) return groups(head);
  const before = groups(head);
  const after = groups(tail);
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

export type V4Range = { base: number; bits: number };
export type V6Range = { base: Hextets; bits: number };

export const v4 = (cidr: string): V4Range => {
  const [address = "", bits = "32"] = cidr.split("/");
  return { base: ipv4ToNumber(address), bits: Number(bits) };
};

export const v6 = (cidr: string): V6Range => {
  const [address = "", bits = "128"] = cidr.split("/");
  return { base: ipv6ToHextets(address), bits: Number(bits) };
};

export function inV4(n: number, { base, bits }: V4Range): boolean {
  if (bits === 0) return true;
  const mask = (0xffffffff << (32 - bits)) >>> 0;
  return (n & mask) >>> 0 === (base & mask) >>> 0;
}

export function inV6(h: Hextets, { base, bits }: V6Range): boolean {
  for (let i = 0; i < 8; i++) {
    const take = Math.min(16, Math.max(0, bits - 16 * i));
    if (take === 0) return true;
    const mask = (0xffff << (16 - take)) & 0xffff;
    if (((h[i] ?? 0) & mask) !== ((base[i] ?? 0) & mask)) return false;
  }
  return true;
}

/** The IPv4 address carried in two groups of an IPv6 address. */
export const embeddedV4 = (h: Hextets, at: number) => (((h[at] ?? 0) << 16) | (h[at + 1] ?? 0)) >>> 0;

/** "4" or "6" for a literal address (brackets and a zone id allowed), else undefined. */
export function ipFamily(ip: string): { family: 4 | 6; address: string } | undefined {
  const address = ip.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  if (isIPv4(address)) return { family: 4, address };
  if (isIPv6(address)) return { family: 6, address };
  return undefined;
}
