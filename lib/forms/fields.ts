import { z } from "./zod";

/**
 * Missing or null becomes "" so a missing field reports "required", not a type error. NUL goes: Postgres cannot
 * store it, and a visitor cannot see it to take it out.
 */
const asText = (v: unknown) =>
  v === undefined || v === null ? "" : typeof v === "string" ? v.replace(/\0/g, "") : v;

/** Trimmed text up to `max` characters; `error` when the value is not text at all. */
const text = (max: number, error: string) =>
  z
    .string({ error })
    .trim()
    .max(max, `Please keep this under ${max.toLocaleString("en-US")} characters`);
const filled = (max: number, required: string) => text(max, required).min(1, required);

export const requiredText = (max: number, required: string) => z.preprocess(asText, filled(max, required));
export const optionalText = (max: number) => z.preprocess(asText, text(max, "Please enter text"));

/** A filled-in value of the wrong shape: the form says exactly what is wrong, not "missing". */
export const INVALID_EMAIL = "Please enter a valid email address";
export const INVALID_PHONE = "Please enter a valid mobile number, like (503) 555-0142 or +44 7911 123456";
export const SMS_NEEDS_PHONE = "Enter your mobile number to get texts, or untick the box";

export const emailField = z.preprocess(asText, filled(254, "Email is required").pipe(z.email(INVALID_EMAIL)));

// An optional mobile number as E.164: US numbers typed any usual way, others with +. Only the shape is checked
// here (the browser runs this too); the server also checks the number exists.
export const phoneField = z.preprocess(
  asText,
  z
    .string({ error: INVALID_PHONE })
    .trim()
    .max(40, INVALID_PHONE)
    .transform((value, ctx) => {
      if (!value) return "";
      const e164 = toE164(value);
      if (!e164) ctx.addIssue({ code: "custom", message: INVALID_PHONE });
      return e164 ?? value;
    }),
);

/** The callback form's number: the one thing it cannot do without. */
export const requiredPhoneField = phoneField.refine((value) => value !== "", "Phone is required");

/** An email address the visitor may leave out; when given it must be one. */
export const optionalEmailField = z.preprocess(
  asText,
  text(254, INVALID_EMAIL).refine((value) => !value || z.email().safeParse(value).success, INVALID_EMAIL),
);

function toE164(value: string): string | undefined {
  if (!/^[+\d\s().-]+$/.test(value)) return undefined;
  const digits = value.replace(/\D/g, "");
  if (value.trim().startsWith("+"))
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : undefined;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return undefined;
}

const ticked = (v: unknown) => v === true || v === "on" || v === "true";

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

/** An optional tick box (texts, say): ticked or not, never an error. */
export const tickedField = z.preprocess(ticked, z.boolean());

export const consentField = (message: string) => z.preprocess(ticked, z.literal(true, { error: message }));

export const optionalChoice = <T extends string>(allowed: readonly [T, ...T[]], required: string) =>
  z.preprocess(asText, z.enum(allowed, { error: required }));

/** Texts need a number to go to: ticking the SMS box without one is an error on the phone field. */
const smsNeedsPhone = (value: { phone?: unknown; smsConsent?: unknown }) =>
  value.smsConsent !== true || Boolean(value.phone);

/** A wizard's schema: the contact step both wizards begin with, then its own fields. */
export const wizardSchema = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z
    .object({
      businessName: requiredText(160, "Business name is required"),
      contactName: requiredText(120, "Name is required"),
      email: emailField,
      phone: phoneField,
      smsConsent: tickedField,
      ...shape,
    })
    .refine(smsNeedsPhone, { path: ["phone"], message: SMS_NEEDS_PHONE, when: () => true });
