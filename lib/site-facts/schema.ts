import "server-only";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { siteEditorCopy } from "@/content/site-editor";

const m = siteEditorCopy.errors;

/** The bounds every text the owner writes is held to (a page's layout and a reader's patience). */
export const LIMITS = {
  name: 80,
  email: 254,
  url: 500,
  line: 120,
  stat: 16,
  quote: 600,
  bio: 800,
  highlight: 60,
  highlights: 3,
  testimonials: 50,
  founders: 12,
  logos: 200,
} as const;

export const PROOF_KEYS = [
  "arrScaled",
  "teamMembers",
  "efficiency",
  "rating",
  "businessesAutomated",
  "costSavings",
] as const;
export type ProofKey = (typeof PROOF_KEYS)[number];

/** Where a testimonial is shown: every page, or the ad page of one trade (roofing /roofers, dental /dental, general /automation-offer). */
export const AUDIENCES = ["all", "roofing", "dental", "general"] as const;
export type Audience = (typeof AUDIENCES)[number];

const text = (max: number, min = 1) =>
  z
    .string(m.required)
    .trim()
    .min(min, min > 1 ? m.tooShort(min) : m.required)
    .max(max, m.tooLong(max))
    // Control characters (other than line breaks in long texts) have no business on a page.
    .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), m.controlCharacters);

/** A number someone can call: valid for its country (US when written without +), kept as E.164. */
export const phoneSchema = z
  .string(m.required)
  .trim()
  .max(32, m.phone)
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value, "US");
    if (!parsed?.isValid()) {
      ctx.addIssue({ code: "custom", message: m.phone });
      return z.NEVER;
    }
    return parsed.number;
  });

/** Only https: the link leaves the site from a page served over https, and nothing else is ever a link here. */
export const httpsUrlSchema = z
  .string(m.required)
  .trim()
  .max(LIMITS.url, m.tooLong(LIMITS.url))
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && Boolean(url.hostname) && !url.username && !url.password;
    } catch {
      return false;
    }
  }, m.https);

export const emailSchema = z
  .string(m.required)
  .trim()
  .max(LIMITS.email, m.tooLong(LIMITS.email))
  .pipe(z.email(m.email));

/** A headline number as written: "$40M", "4.9/5", "500+". */
export const statSchema = text(LIMITS.stat);
export const companyNameSchema = text(LIMITS.name);

export const addressSchema = z.object({
  street: text(LIMITS.line),
  city: text(60),
  region: text(40),
  postalCode: text(16),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, m.country),
});

/** An uploaded picture (lib/site-facts/images.ts): its content hash and the size it was re-encoded to. */
export const imageRefSchema = z.object({
  id: z.string().regex(/^[a-f0-9]{32}$/),
  width: z.number().int().min(1).max(2048),
  height: z.number().int().min(1).max(2048),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

const itemId = z.string().regex(/^[a-z0-9]{8,32}$/);

export const testimonialSchema = z.object({
  id: itemId,
  name: text(LIMITS.name),
  role: text(LIMITS.name),
  company: text(LIMITS.line),
  quote: text(LIMITS.quote, 10),
  rating: z.coerce.number(m.rating).int(m.rating).min(1, m.rating).max(5, m.rating),
  audiences: z.array(z.enum(AUDIENCES)).min(1, m.audiences).max(AUDIENCES.length),
  photo: imageRefSchema.optional(),
});
export type OwnerTestimonial = z.infer<typeof testimonialSchema>;

export const founderSchema = z.object({
  id: itemId,
  name: text(LIMITS.name),
  role: text(LIMITS.name),
  bio: text(LIMITS.bio, 10),
  highlights: z.array(text(LIMITS.highlight)).max(LIMITS.highlights, m.highlights),
  photo: imageRefSchema.optional(),
});
export type OwnerFounder = z.infer<typeof founderSchema>;

export const logoSchema = z.object({
  id: itemId,
  name: text(LIMITS.name),
  /** Where the logo leads: the client's own site, https only. */
  url: httpsUrlSchema.optional(),
  image: imageRefSchema,
});
export type OwnerLogo = z.infer<typeof logoSchema>;

/**
 * What the owner has set, as stored in each published version: a fact left out is still the shipped default
 * (content/company.ts, an example). A list, once saved, replaces the examples entirely (an empty one shows none).
 */
export const ownerFactsSchema = z
  .object({
    name: companyNameSchema,
    email: emailSchema,
    businessPhone: phoneSchema,
    demoPhone: phoneSchema,
    address: addressSchema,
    bookingUrl: httpsUrlSchema,
    nominationFormUrl: httpsUrlSchema,
    proof: z.object(Object.fromEntries(PROOF_KEYS.map((key) => [key, statSchema]))).partial(),
    testimonials: z.array(testimonialSchema).max(LIMITS.testimonials, m.tooMany(LIMITS.testimonials)),
    founders: z.array(founderSchema).max(LIMITS.founders, m.tooMany(LIMITS.founders)),
    logos: z.array(logoSchema).max(LIMITS.logos, m.tooMany(LIMITS.logos)),
  })
  .partial()
  .strict();
export type OwnerFacts = Omit<z.infer<typeof ownerFactsSchema>, "proof"> & {
  proof?: Partial<Record<ProofKey, string>>;
};

/** A stored version read back: anything that no longer parses (an older shape) is dropped, never shown half. */
export function readOwnerFacts(stored: unknown): OwnerFacts {
  const parsed = ownerFactsSchema.safeParse(stored);
  return parsed.success ? (parsed.data as OwnerFacts) : {};
}
