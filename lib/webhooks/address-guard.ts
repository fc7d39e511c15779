import "server-only";
import { BlockList } from "node:net";
import { env } from "@/lib/env";
import { ipv6Groups, normalizeAddress } from "@/lib/ip";

export const MAX_WEBHOOK_URL_LENGTH = 2048;

/** A host name DNS can resolve (labels of up to 63 letters, digits, "-" and "_"); URLs allow more, like "(a". */
const DNS_NAME =
  /^(?=.{1,253}\.?$)(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.?$/;

function blockList(family: "ipv4" | "ipv6", cidrs: string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network = "", bits] = cidr.split("/");
    list.addSubnet(network, Number(bits), family);
  }
  return list;
}

const V4_BLOCKED = blockList("ipv4", [
  "0.0.0.0/8", // "this network", incl. the unspecified 0.0.0.0
  "10.0.0.0/8",
  "100.64.0.0/10", // carrier-grade NAT
  "127.0.0.0/8",
  "169.254.0.0/16", // link-local, incl. cloud metadata 169.254.169.254
  "172.16.0.0/12",
  "192.0.0.0/24", // IETF protocol assignments
  "192.0.2.0/24",
  "192.88.99.0/24", // retired 6to4 relay anycast
  "192.168.0.0/16",
  "198.18.0.0/15", // benchmarking
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4", // multicast
  "240.0.0.0/4", // reserved, incl. broadcast 255.255.255.255
]);

/** IPv6 ranges that carry an IPv4 address, and the group it starts at: judged by the address they would reach. */
const V6_CARRYING_V4 = [
  { range: blockList("ipv6", ["::ffff:0:0/96"]), at: 6 }, // IPv4-mapped
  { range: blockList("ipv6", ["64:ff9b::/96"]), at: 6 }, // NAT64
  { range: blockList("ipv6", ["2002::/16"]), at: 1 }, // 6to4
];
/** Only global unicast can be public; loopback, ULA, link-local, multicast and the rest lie outside it. */
const V6_GLOBAL = blockList("ipv6", ["2000::/3"]);
const V6_BLOCKED = blockList("ipv6", [
  "2001::/23", // IETF protocol assignments, incl. Teredo, benchmarking and ORCHID
  "2001:db8::/32", // documentation
  "3fff::/20", // documentation (RFC 9637)
]);

const isPublicV4 = (address: string) => !V4_BLOCKED.check(address, "ipv4");

function isPublicV6(address: string): boolean {
  const carrier = V6_CARRYING_V4.find(({ range }) => range.check(address, "ipv6"));
  if (!carrier) return V6_GLOBAL.check(address, "ipv6") && !V6_BLOCKED.check(address, "ipv6");
  const [high = 0, low = 0] = ipv6Groups(address).slice(carrier.at);
  return isPublicV4([high >> 8, high & 0xff, low >> 8, low & 0xff].join("."));
}

/** True only for a literal IP address that is routable on the public internet. */
export function isPublicAddress(ip: string): boolean {
  const address = normalizeAddress(ip);
  if (!address) return false;
  return address.includes(":") ? isPublicV6(address) : isPublicV4(address);
}

export const allowPrivateAddresses = () => env().WEBHOOK_ALLOW_PRIVATE === "1";

export type UrlCheck = { ok: true; url: URL } | { ok: false; error: string };

const refuse = (error: string): UrlCheck => ({ ok: false, error });

/** Validates a webhook target before it is stored or called; host names are resolved and checked at send time. */
export function checkWebhookUrl(url: string): UrlCheck {
  if (url.length > MAX_WEBHOOK_URL_LENGTH) {
    return refuse(`Webhook URL must be at most ${MAX_WEBHOOK_URL_LENGTH.toLocaleString("en-US")} characters`);
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse("Webhook URL is not a valid URL");
  }
  const { protocol, hostname } = parsed;
  if (protocol !== "http:" && protocol !== "https:")
    return refuse("Webhook URL must start with http:// or https://");
  if (parsed.username || parsed.password)
    return refuse("Webhook URL must not contain a username or password");
  if (!hostname) return refuse("Webhook URL must include a host name");
  const isIp = Boolean(normalizeAddress(hostname));
  if (!isIp && !DNS_NAME.test(hostname)) return refuse("Webhook URL must have a valid host name");
  if (isIp && !allowPrivateAddresses() && !isPublicAddress(hostname)) {
    return refuse("Webhook URL points to a private address");
  }
  return { ok: true, url: parsed };
}
