import { env } from "@/lib/env";
import { embeddedV4, inV4, inV6, ipFamily, ipv4ToNumber, ipv6ToHextets, v4, v6, type Hextets } from "./ip";

export const MAX_WEBHOOK_URL_LENGTH = 2048;

const V4_BLOCKED = [
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
].map(v4);

const V6_MAPPED = v6("::ffff:0:0/96");
const V6_NAT64 = v6("64:ff9b::/96");
const V6_6TO4 = v6("2002::/16");
/** Only global unicast can be public; loopback, ULA, link-local, multicast and the rest lie outside it. */
const V6_GLOBAL = v6("2000::/3");
const V6_BLOCKED = [
  "2001::/23", // IETF protocol assignments, incl. Teredo, benchmarking and ORCHID
  "2001:db8::/32", // documentation
  "3fff::/20", // documentation (RFC 9637)
].map(v6);

const isPublicV4 = (n: number) => !V4_BLOCKED.some((range) => inV4(n, range));

function isPublicV6(h: Hextets): boolean {
  // Addresses that carry an IPv4 address are judged by the address they would reach.
  if (inV6(h, V6_MAPPED) || inV6(h, V6_NAT64)) return isPublicV4(embeddedV4(h, 6));
  if (inV6(h, V6_6TO4)) return isPublicV4(embeddedV4(h, 1));
  return inV6(h, V6_GLOBAL) && !V6_BLOCKED.some((range) => inV6(h, range));
}

/** True only for a literal IP address that is routable on the public internet. */
export function isPublicAddress(ip: string): boolean {
  const parsed = ipFamily(ip);
  if (!parsed) return false;
  return parsed.family === 4
    ? isPublicV4(ipv4ToNumber(parsed.address))
    : isPublicV6(ipv6ToHextets(parsed.address));
}

export const allowPrivateAddresses = () => env.WEBHOOK_ALLOW_PRIVATE === "1";

export type UrlCheck = { ok: true; url: URL } | { ok: false; error: string };

/** Validates a webhook target before it is stored or called; host names are resolved and checked at send time. */
export function checkWebhookUrl(url: string): UrlCheck {
  if (url.length > MAX_WEBHOOK_URL_LENGTH) {
    return {
      ok: false,
      error: `Webhook URL must be at most ${MAX_WEBHOOK_URL_LENGTH.toLocaleString("en-US")} characters`,
    };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, error: "Webhook URL is not a valid URL" };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return { ok: false, error: "Webhook URL must start with http:// or https://" };
  }
  if (parsed.username || parsed.password) {
    return { ok: false, error: "Webhook URL must not contain a username or password" };
  }
  if (!parsed.hostname) return { ok: false, error: "Webhook URL must include a host name" };
  if (ipFamily(parsed.hostname) && !allowPrivateAddresses() && !isPublicAddress(parsed.hostname)) {
    return { ok: false, error: "Webhook URL points to a private address" };
  }
  return { ok: true, url: parsed };
}
