import { z } from "zod";
import { site } from "@/content/site";

const blank = (v: unknown) => (v === "" ? undefined : v);
const optionalUrl = z.preprocess(blank, z.url().optional());
const optionalString = z.preprocess(blank, z.string().optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  NEXT_PUBLIC_SITE_URL: optionalUrl,
  BOOKING_URL: optionalUrl,
  NEXT_PUBLIC_GA_MEASUREMENT_ID: z.preprocess(
    blank,
    z
      .string()
      .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXXXXX")
      .optional(),
  ),
  DATABASE_URL: z.preprocess(
    blank,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
  ),
  DATA_DIR: z.preprocess(blank, z.string().default(".data")),
  MIGRATE_ON_START: z.preprocess(blank, z.enum(["0", "1"]).default("1")),
  AUTH_SECRET: z.preprocess(blank, z.string().min(32, "must be at least 32 characters").optional()),
  OWNER_EMAIL: z.preprocess(blank, z.email().optional()),
  OWNER_PASSWORD: z.preprocess(blank, z.string().min(12, "must be at least 12 characters").optional()),
  OWNER_EMAILS: optionalString,
  NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: optionalString,
  TRUST_PROXY: z.preprocess(blank, z.enum(["0", "1"]).default("0")),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
  RESEND_API_KEY: optionalString,
  RESEND_BASE_URL: optionalUrl,
  EMAIL_FROM: z.preprocess(
    blank,
    z.string().default("Cascade Scale Systems <hello@cascadescalesystems.com>"),
  ),
  NOTIFY_EMAIL: z.preprocess(blank, z.email().default("hello@cascadescalesystems.com")),
  CRON_SECRET: z.preprocess(blank, z.string().min(16, "must be at least 16 characters").optional()),
  WEBHOOK_ALLOW_PRIVATE: z.preprocess(blank, z.enum(["0", "1"]).default("0")),
  TURNSTILE_SITE_KEY: optionalString,
  TURNSTILE_SECRET_KEY: optionalString,
  TURNSTILE_VERIFY_URL: z.preprocess(
    blank,
    z.url().default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  ),
});

const pairs = [
  ["OWNER_EMAIL", "OWNER_PASSWORD"],
  ["NEXT_PUBLIC_SUPABASE_URL", "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY"],
] as const;

// Half of a pair is a mistake worth failing at start, not a silent fallback to the other auth mode.
const checked = schema.superRefine((value, ctx) => {
  for (const [a, b] of pairs) {
    if (Boolean(value[a]) !== Boolean(value[b])) {
      ctx.addIssue({
        code: "custom",
        path: [value[a] ? b : a],
        message: `set together with ${value[a] ? a : b}`,
      });
    }
  }
});

export type Env = z.infer<typeof schema>;

function parseEnv(): Env {
  const result = checked.safeParse(process.env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

export const env = parseEnv();

export const siteUrl = (env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
export const bookingUrl = env.BOOKING_URL ?? site.bookingUrl;
export const gaMeasurementId = env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
export const turnstile =
  env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY
    ? {
        siteKey: env.TURNSTILE_SITE_KEY,
        secretKey: env.TURNSTILE_SECRET_KEY,
        verifyUrl: env.TURNSTILE_VERIFY_URL,
      }
    : undefined;
