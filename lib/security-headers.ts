/**
 * Headers on every response. Pre-rendered pages cannot carry a per-request nonce and Next inlines scripts into
 * them, so scripts may be inline; everything else is locked to this origin plus the few hosts a feature needs.
 */
type Options = { dev: boolean; analytics: boolean; turnstile: boolean };

const GA_SCRIPT = "https://www.googletagmanager.com";
const GA_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
];
const TURNSTILE = "https://challenges.cloudflare.com";

export function contentSecurityPolicy({ dev, analytics, turnstile }: Options): string {
  const scripts = [
    "'self'",
    "'unsafe-inline'",
    dev && "'unsafe-eval'",
    analytics && GA_SCRIPT,
    turnstile && TURNSTILE,
  ];
  const connect = ["'self'", ...(analytics ? GA_CONNECT : []), dev && "ws:"];
  const directives: [string, (string | false | undefined)[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", scripts],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", analytics && "https://*.google-analytics.com", analytics && GA_SCRIPT]],
    ["font-src", ["'self'"]],
    ["connect-src", connect],
    ["frame-src", turnstile ? [TURNSTILE] : ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.filter(Boolean).join(" ")}`);
  if (!dev) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

export function securityHeaders(options: Options): { key: string; value: string }[] {
  const headers = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  ];
  if (!options.dev) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" });
  }
  return headers;
}
