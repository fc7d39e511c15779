import { z } from "zod";

// In the browser zod would probe `new Function` once; the CSP forbids eval, and the probe's blocked attempt is
// reported as a policy violation. Interpreted parsing is fast enough for one form.
if (typeof window !== "undefined") z.config({ jitless: true });

/** Missing or null becomes "" so a missing field reports "required", not a type error. */
const asText = (v: unknown) => (v === undefined || v === null ? "" : v);

export const requiredText = (max: number, required: string) =>
  z.preprocess(
    asText,
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(max, `Please keep this under ${max.toLocaleString("en-US")} characters`),
  );

export const optionalText = (max: number) =>
  z.preprocess(
    asText,
    z
      .string({ error: "Please enter text" })
      .trim()
      .max(max, `Please keep this under ${max.toLocaleString("en-US")} characters`),
  );

export const emailField = z.preprocess(
  asText,
  z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Please keep this under 254 characters")
    .pipe(z.email("Please enter a valid email address")),
);

/** Checkbox groups arrive as nothing, one string or several; only known ids pass, each once. */
export const idList = <T extends string>(allowed: readonly [T, ...T[]], minMessage?: string) => {
  const list = z
    .array(z.enum(allowed, { error: "Please choose from the listed options" }))
    .transform((values) => [...new Set(values)]);
  return z.preprocess(
    (v) => (v === undefined || v === null || v === false || v === "" ? [] : typeof v === "string" ? [v] : v),
    minMessage ? list.refine((values) => values.length > 0, minMessage) : list,
  );
};

export const consentField = (message: string) =>
  z.preprocess((v) => v === true || v === "on" || v === "true", z.literal(true, { error: message }));

export const optionalChoice = <T extends string>(allowed: readonly [T, ...T[]], required: string) =>
  z.preprocess(asText, z.enum(allowed, { error: required }));
