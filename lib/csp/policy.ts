/** Which optional third parties the build includes; their hosts are allowed only then. */
export type PolicyOptions = { dev: boolean; analytics: boolean; turnstile: boolean };

// Google's documented hosts for GA4 (gtag.js and its beacons).
const GA_SCRIPT = "https://*.googletagmanager.com";
const GA_CONNECT = ["https://*.google-analytics.com", "https://*.analytics.google.com", GA_SCRIPT];
const GA_IMG = ["https://*.google-analytics.com", GA_SCRIPT];
const TURNSTILE = "https://challenges.cloudflare.com";

/** Pre-rendered pages: same-origin files plus exactly the inline scripts hashed at build. */
export const hashSources = (hashes: readonly string[]) => ["'self'", ...hashes];

/** Pages rendered per request: Next's scripts carry the nonce; scripts they load are trusted through them. */
export const nonceSources = (nonce: string, hashes: readonly string[]) => [
  `'nonce-${nonce}'`,
  "'strict-dynamic'",
  ...hashes,
];

/** Without the build's hash manifest (next dev, or HTML served by something other than this server). */
export const INLINE_FALLBACK_SOURCES = ["'self'", "'unsafe-inline'"];

/**
 * Everything denied unless listed. Styles keep 'unsafe-inline': React, Radix and sonner write style attributes
 * and a <style> element at run time, which no build-time hash or per-request nonce can cover.
 */
export function contentSecurityPolicy(scriptSources: string[], { dev, analytics, turnstile }: PolicyOptions) {
  const directives: [string, (string | false)[]][] = [
    ["default-src", ["'none'"]],
    [
      "script-src",
      [...scriptSources, dev && "'unsafe-eval'", analytics && GA_SCRIPT, turnstile && TURNSTILE],
    ],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...(analytics ? GA_IMG : [])]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...(analytics ? GA_CONNECT : []), dev && "ws:"]],
    ["frame-src", [turnstile ? TURNSTILE : "'none'"]],
    ["frame-ancestors", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.filter(Boolean).join(" ")}`);
  if (!dev) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Files the proxy never sees (robots, sitemap, icons, build assets): nothing in them may run or frame them. */
export const ASSET_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
