import { z } from "zod";
import { site } from "@/content/site";

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  NEXT_PUBLIC_SITE_URL: optionalUrl,
  BOOKING_URL: optionalUrl,
  NEXT_PUBLIC_GA_MEASUREMENT_ID: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXXXXX")
      .optional(),
  ),
});

export type Env = z.infer<typeof schema>;

function parseEnv(): Env {
  const result = schema.safeParse(process.env);
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
