import { z } from "zod";
import { DATABASE_URL_FORMAT, databaseLink, PEM_CERTIFICATE } from "./database-link";

// Plain data and zod only: next.config.ts (the build) and the server's start check both read this file.

const blank = (v: unknown) => (v === "" ? undefined : v);
const optional = <T extends z.ZodType>(type: T) => z.preprocess(blank, type.optional());
const withDefault = <T extends z.ZodType>(type: T, value: z.input<T>) =>
  z.preprocess(blank, type.default(value as never));
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
/** True for a bare origin; a value that is not a URL at all is the URL check's to report. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.pathname === "/" && !url.search && !url.hash;
  } catch {
    return true;
  }
}
const flag = z.enum(["0", "1"], { error: "must be 0 or 1" });
const count = (max: number) =>
  z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(0)
    .max(max, `at most ${max}`);
const emailList = z
  .string()
  .refine(
    (v) => v.split(",").every((part) => !part.trim() || z.email().safeParse(part.trim()).success),
    "must be a comma-separated list of email addresses",
  );
/** "Name <address>" or a bare address, as Resend accepts it. */
const sender = z
  .string()
  .refine((v) => z.email().safeParse(/<([^<>]+)>\s*$/.exec(v)?.[1] ?? v.trim()).success, {
    error: 'must be an email address or "Name <address>"',
  });

export const DEFAULT_GA4_MP_BASE_URL = "https://www.google-analytics.com";
export const DEFAULT_META_GRAPH_BASE_URL = "https://graph.facebook.com";

export const DEFAULT_SENDER = "Cascade Scale Systems <hello@cascadescalesystems.com>";
export const DEFAULT_NOTIFY_EMAIL = "hello@cascadescalesystems.com";
export const DEV_SITE_URL = "http://localhost:3000";

export const configSchema = z.object({
  NODE_ENV: withDefault(z.enum(["development", "production", "test"]), "development"),
  NEXT_PUBLIC_SITE_URL: optional(httpUrl.refine(isOrigin, "must be an origin, without a path")),
  BOOKING_URL: optional(httpUrl),
  /** The owner's business phone on the ad pages' call buttons, read when they are built; unset: no call button. */
  BUSINESS_PHONE: optional(
    z
      .string()
      .regex(
        /^(?:\+?1)?[\s().-]*\d{3}[\s().-]*\d{3}[\s.-]*\d{4}$/,
        "must be a US phone number, like (503) 555-0100",
      ),
  ),
  NEXT_PUBLIC_GA_MEASUREMENT_ID: optional(z.string().regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXXXXX")),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .refine((url) => databaseLink(url).kind !== "malformed", DATABASE_URL_FORMAT),
  ),
  DATABASE_ALLOW_PLAINTEXT: withDefault(flag, "0"),
  DATABASE_CA_CERT: optional(
    z.string().regex(PEM_CERTIFICATE, "must be a PEM certificate (-----BEGIN CERTIFICATE-----)"),
  ),
  DATA_DIR: withDefault(z.string(), ".data"),
  MIGRATE_ON_START: withDefault(flag, "1"),
  AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  OWNER_EMAIL: optional(z.email("must be an email address")),
  OWNER_PASSWORD: optional(z.string().min(12, "must be at least 12 characters")),
  OWNER_EMAILS: optional(emailList),
  NEXT_PUBLIC_SUPABASE_URL: optional(httpUrl),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: optional(z.string()),
  // Vercel is one proxy in front; everywhere else the deployment says how many there are.
  TRUST_PROXY: withDefault(count(10), process.env.VERCEL ? 1 : 0),
  RATE_LIMIT_PER_MINUTE: withDefault(z.coerce.number().int().positive("must be a positive whole number"), 5),
  RATE_LIMIT_PER_HOUR: withDefault(z.coerce.number().int().positive("must be a positive whole number"), 30),
  CONFIRMATIONS_PER_HOUR: withDefault(count(100_000), 30),
  OWNER_NOTIFICATIONS_PER_HOUR: withDefault(count(100_000).min(1, "at least 1"), 20),
  LOG_LINES_PER_MINUTE: withDefault(count(1_000_000), 10),
  EMAIL_TRANSPORT: optional(z.enum(["resend", "log"], { error: "must be resend or log" })),
  RESEND_API_KEY: optional(z.string().regex(/^re_[\w-]+$/, "must look like re_…")),
  RESEND_BASE_URL: optional(httpUrl),
  EMAIL_FROM: withDefault(sender, DEFAULT_SENDER),
  NOTIFY_EMAIL: withDefault(z.email("must be an email address"), DEFAULT_NOTIFY_EMAIL),
  CRON_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
  WEBHOOK_ALLOW_PRIVATE: withDefault(flag, "0"),
  LEAD_RETENTION_DAYS: withDefault(count(36_500).min(30, "at least 30"), 730),
  TECHNICAL_RETENTION_DAYS: withDefault(count(36_500).min(30, "at least 30"), 365),
  TURNSTILE_SITE_KEY: optional(z.string()),
  TURNSTILE_SECRET_KEY: optional(z.string()),
  TURNSTILE_VERIFY_URL: withDefault(httpUrl, "https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  GA4_API_SECRET: optional(
    z
      .string()
      .regex(/^[\w-]{8,100}$/, "must be a Measurement Protocol API secret (letters, digits, - and _)"),
  ),
  GA4_MP_BASE_URL: withDefault(
    httpUrl.refine(isOrigin, "must be an origin, without a path"),
    DEFAULT_GA4_MP_BASE_URL,
  ),
  META_PIXEL_ID: optional(z.string().regex(/^\d{5,20}$/, "must be the pixel (dataset) id, digits only")),
  META_CAPI_TOKEN: optional(
    z.string().regex(/^[\w-]{20,1000}$/, "must be a Conversions API access token (letters and digits)"),
  ),
  META_GRAPH_BASE_URL: withDefault(
    httpUrl.refine(isOrigin, "must be an origin, without a path"),
    DEFAULT_META_GRAPH_BASE_URL,
  ),
  /** 1: a tap on an ad page's call button also goes to GA4 (`contact`) and Meta (`Contact`) where they are set. */
  CALL_CONVERSIONS: withDefault(flag, "0"),
  GOOGLE_ADS_IMPORT_SECRET: optional(
    z.string().regex(/^[\x21-\x7e]{24,200}$/, "must be 24 to 200 printable characters, without spaces"),
  ),
  MICROSOFT_ADS_IMPORT_SECRET: optional(
    z.string().regex(/^[\x21-\x7e]{24,200}$/, "must be 24 to 200 printable characters, without spaces"),
  ),
  /** Set by the shipped server's entry (server/start.mjs); not a setting. */
  CLIENT_ADDRESS_FROM_SOCKET: optional(z.literal("1")),
  VERCEL_PROJECT_PRODUCTION_URL: optional(z.string()),
  /** Set by Vercel on its builds and functions. */
  VERCEL: optional(z.string()),
});

export type Env = z.infer<typeof configSchema>;

/** Values Next inlines into the build: a malformed one must fail `next build`, not the first visitor. */
export const BUILD_TIME_VARIABLES = [
  "NEXT_PUBLIC_SITE_URL",
  "NEXT_PUBLIC_GA_MEASUREMENT_ID",
  "NEXT_PUBLIC_SUPABASE_URL",
  "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY",
  "TURNSTILE_SITE_KEY",
  // The privacy policy (pre-rendered) states them, and the purge keeps to the same numbers.
  "LEAD_RETENTION_DAYS",
  "TECHNICAL_RETENTION_DAYS",
] as const;

/** One problem with one variable: what the operator reads, one line each. */
export type ConfigProblem = { variable: string; rule: string };

export const problemLine = (p: ConfigProblem) => `${p.variable}: ${p.rule}`;

const PAIRS = [
  ["OWNER_EMAIL", "OWNER_PASSWORD"],
  ["NEXT_PUBLIC_SUPABASE_URL", "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY"],
  ["TURNSTILE_SITE_KEY", "TURNSTILE_SECRET_KEY"],
  ["META_PIXEL_ID", "META_CAPI_TOKEN"],
] as const;

/** A setting that only works beside another (the Measurement Protocol sends to the tag's measurement id). */
const NEEDS = [["GA4_API_SECRET", "NEXT_PUBLIC_GA_MEASUREMENT_ID"]] as const;

const isSet = (source: Record<string, string | undefined>, name: string) => Boolean(source[name]);

/** Format problems: every value that is set must be well-formed, and pairs come whole. */
export function formatProblems(source: Record<string, string | undefined>): ConfigProblem[] {
  const issues = configSchema.safeParse(source).error?.issues ?? [];
  const problems = issues.map((issue) => ({
    variable: String(issue.path[0] ?? "configuration"),
    rule: issue.message,
  }));
  // Half of a pair is a mistake worth failing for, not a silent fallback to the other mode.
  for (const [a, b] of PAIRS) {
    if (isSet(source, a) !== isSet(source, b)) {
      const [missing, present] = isSet(source, a) ? [b, a] : [a, b];
      problems.push({ variable: missing, rule: `set together with ${present}` });
    }
  }
  for (const [setting, needed] of NEEDS) {
    if (isSet(source, setting) && !isSet(source, needed)) {
      problems.push({ variable: needed, rule: `must be set when ${setting} is` });
    }
  }
  return problems;
}

/** The public origin: NEXT_PUBLIC_SITE_URL, else Vercel's production domain, else the development default. */
export function resolveSiteUrl(source: Record<string, string | undefined>): string | undefined {
  if (source.NEXT_PUBLIC_SITE_URL) return source.NEXT_PUBLIC_SITE_URL.replace(/\/$/, "");
  const vercel = source.VERCEL_PROJECT_PRODUCTION_URL;
  return vercel ? `https://${vercel.replace(/\/$/, "")}` : undefined;
}

/** Errors: malformed values, halves of pairs, what production needs. Warnings: what works but is likely unwanted. */
export function startupReport(source: Record<string, string | undefined>) {
  const errors = formatProblems(source);
  const warnings: ConfigProblem[] = [];
  const set = (name: string) => isSet(source, name);
  if (source.EMAIL_TRANSPORT === "resend" && !set("RESEND_API_KEY")) {
    errors.push({ variable: "RESEND_API_KEY", rule: "must be set when EMAIL_TRANSPORT=resend" });
  }
  if (set("RESEND_API_KEY") && source.EMAIL_TRANSPORT === "log") {
    warnings.push({
      variable: "EMAIL_TRANSPORT",
      rule: "log: emails are logged, not sent, although RESEND_API_KEY is set",
    });
  }
  const production = source.NODE_ENV === "production";
  if (!production) return { errors, warnings };

  if (!set("AUTH_SECRET")) {
    errors.push({
      variable: "AUTH_SECRET",
      rule: "must be set in production (32+ random characters, the same on every instance)",
    });
  }
  const proxies = Number(blank(source.TRUST_PROXY) ?? (source.VERCEL ? 1 : 0));
  if (proxies === 0 && !set("CLIENT_ADDRESS_FROM_SOCKET")) {
    errors.push({
      variable: "TRUST_PROXY",
      rule: "is 0 (no proxy in front), so start the server with `npm start` or `node start.mjs`, which take the client address from the connection; behind a proxy set the number of proxies (1 for Vercel or one nginx)",
    });
  }
  if (!set("RESEND_API_KEY")) {
    warnings.push(
      source.EMAIL_TRANSPORT === "log"
        ? {
            variable: "EMAIL_TRANSPORT",
            rule: "is log: no email goes out, each is logged by its id and recorded as not sent (fine for staging); remove it and set RESEND_API_KEY to send them",
          }
        : {
            variable: "RESEND_API_KEY",
            rule: "is not set: leads are stored and webhooks sent, but no email goes out (recorded as not sent); set it, or EMAIL_TRANSPORT=log to log emails on purpose",
          },
    );
  }
  errors.push(...databaseLinkProblems(source, warnings));
  for (const [variable, official] of [
    ["GA4_MP_BASE_URL", DEFAULT_GA4_MP_BASE_URL],
    ["META_GRAPH_BASE_URL", DEFAULT_META_GRAPH_BASE_URL],
  ] as const) {
    const value = blank(source[variable]);
    if (typeof value === "string" && value.replace(/\/$/, "") !== official) {
      warnings.push({ variable, rule: `is ${value}: conversions go there, not to ${official}` });
    }
  }
  if (source.WEBHOOK_ALLOW_PRIVATE === "1") {
    warnings.push({ variable: "WEBHOOK_ALLOW_PRIVATE", rule: "is 1: webhooks may reach private addresses" });
  }
  return { errors, warnings };
}

/**
 * Production: every lead and webhook secret crosses the database link, so a link that may be unencrypted is refused
 * unless DATABASE_ALLOW_PLAINTEXT says the owner accepts it (then it is a warning).
 */
function databaseLinkProblems(
  source: Record<string, string | undefined>,
  warnings: ConfigProblem[],
): ConfigProblem[] {
  if (!source.DATABASE_URL) return [];
  const link = databaseLink(source.DATABASE_URL, isSet(source, "DATABASE_CA_CERT"));
  if (link.kind !== "unencrypted" && link.kind !== "unspecified") return [];
  const how =
    link.kind === "unencrypted"
      ? `with sslmode=${link.mode}, which allows`
      : "without sslmode, which would allow";
  if (source.DATABASE_ALLOW_PLAINTEXT === "1") {
    warnings.push({
      variable: "DATABASE_ALLOW_PLAINTEXT",
      rule: `is 1: the link to ${link.host} may be unencrypted; leads and webhook secrets can cross the network in clear`,
    });
    return [];
  }
  return [
    {
      variable: "DATABASE_URL",
      rule: `names ${link.host} ${how} an unencrypted link: use sslmode=verify-full with your provider's CA certificate (sslrootcert=<file> or DATABASE_CA_CERT; see README) or sslmode=require, or set DATABASE_ALLOW_PLAINTEXT=1 on a private network`,
    },
  ];
}

/** What `next build` checks: malformed build-time values fail it; a production build without a public URL warns. */
export function buildReport(source: Record<string, string | undefined>) {
  const buildTime = new Set<string>(BUILD_TIME_VARIABLES);
  const errors = formatProblems(source).filter((p) => buildTime.has(p.variable));
  const warnings: ConfigProblem[] = [];
  if (!resolveSiteUrl(source)) {
    warnings.push({
      variable: "NEXT_PUBLIC_SITE_URL",
      rule: `is not set: canonical links, the sitemap, Open Graph and structured data will point at ${DEV_SITE_URL}; set it to the site's https origin and build again`,
    });
  }
  return { errors, warnings };
}
