import "server-only";
import { site } from "@/content/site";
import { builtRetentionDays, builtSiteUrl } from "./build-values";
import { configSchema, DEV_SITE_URL, formatProblems, problemLine, type Env } from "./config/schema";

export type { Env } from "./config/schema";

const KEYS = Object.keys(configSchema.shape) as (keyof Env)[];
let cache: { fingerprint: string; value: Env } | undefined;

/**
 * The settings, read when asked: parsed once and again only when a variable changed (tests set them with
 * `vi.stubEnv`), so no module holds a value read at import.
 */
export function env(): Env {
  const fingerprint = KEYS.map((key) => process.env[key] ?? "\u0000").join("\u0001");
  if (cache?.fingerprint === fingerprint) return cache.value;
  const problems = formatProblems(process.env);
  // The server's start check (instrumentation.ts) names these and exits before any request gets here.
  if (problems.length) throw new Error(`Invalid configuration: ${problems.map(problemLine).join("; ")}`);
  cache = { fingerprint, value: configSchema.parse(process.env) };
  return cache.value;
}

// Fixed at build (next.config.ts inlines the resolved origin), so pages, emails and webhooks agree on it.
export const siteUrl = () => (builtSiteUrl() || DEV_SITE_URL).replace(/\/$/, "");
export const bookingUrl = () => env().BOOKING_URL ?? site.bookingUrl;

/** Days data is kept (fixed at build), as the privacy policy states and the purge keeps to. */
export const retentionDays = () => ({
  leads: Number(builtRetentionDays().leads || 730),
  technical: Number(builtRetentionDays().technical || 365),
});
export const gaMeasurementId = () => env().NEXT_PUBLIC_GA_MEASUREMENT_ID;

export function turnstile() {
  const { TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY, TURNSTILE_VERIFY_URL } = env();
  return TURNSTILE_SITE_KEY && TURNSTILE_SECRET_KEY
    ? { siteKey: TURNSTILE_SITE_KEY, secretKey: TURNSTILE_SECRET_KEY, verifyUrl: TURNSTILE_VERIFY_URL }
    : undefined;
}

/** Resend with a key; the log in development or with EMAIL_TRANSPORT=log; otherwise none (recorded as not sent). */
export function emailTransport(): "resend" | "log" | "none" {
  const { EMAIL_TRANSPORT, RESEND_API_KEY, NODE_ENV } = env();
  if (EMAIL_TRANSPORT === "log") return "log";
  if (RESEND_API_KEY) return "resend";
  return NODE_ENV === "production" ? "none" : "log";
}

/** Whether emails reach a person: through Resend, or the log a developer reads; in production the log holds ids only. */
export const emailsReachPeople = () =>
  emailTransport() === "resend" || (emailTransport() === "log" && env().NODE_ENV !== "production");
