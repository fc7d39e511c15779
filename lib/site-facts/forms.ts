import "server-only";
import { z } from "zod";
import { siteEditorCopy } from "@/content/site-editor";
import {
  addressSchema,
  AUDIENCES,
  companyNameSchema,
  statSchema,
  emailSchema,
  founderSchema,
  httpsUrlSchema,
  logoSchema,
  phoneSchema,
  PROOF_KEYS,
  testimonialSchema,
  type OwnerFacts,
  type OwnerFounder,
  type OwnerLogo,
  type OwnerTestimonial,
} from "./schema";

const m = siteEditorCopy.errors;

/** A form read: the edit to apply to the facts, or why not, field by field (nothing applied then). */
export type FormRead<T> =
  | { ok: true; value: T; values: Record<string, string | string[]> }
  | { ok: false; fieldErrors: Record<string, string>; values: Record<string, string | string[]> };

const str = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? m.required;

/** Each simple fact: blank means "the shipped example", anything else must pass its schema. */
const SIMPLE = {
  name: companyNameSchema,
  email: emailSchema,
  businessPhone: phoneSchema,
  demoPhone: phoneSchema,
  bookingUrl: httpsUrlSchema,
  nominationFormUrl: httpsUrlSchema,
} as const;
export type SimpleFact = keyof typeof SIMPLE;
export const SIMPLE_FACTS = Object.keys(SIMPLE) as SimpleFact[];
export const ADDRESS_PARTS = ["street", "city", "region", "postalCode", "country"] as const;

/** The company section: the simple facts and the address, as one edit applied whole or not at all. */
export function readCompanyForm(formData: FormData): FormRead<(facts: OwnerFacts) => OwnerFacts> {
  const values: Record<string, string> = {};
  const fieldErrors: Record<string, string> = {};
  const set: Partial<Record<SimpleFact, string>> = {};
  for (const key of SIMPLE_FACTS) {
    const raw = (values[key] = str(formData, key)).trim();
    if (!raw) continue;
    const parsed = SIMPLE[key].safeParse(raw);
    if (parsed.success) set[key] = parsed.data;
    else fieldErrors[key] = firstIssue(parsed.error);
  }
  for (const part of ADDRESS_PARTS) values[part] = str(formData, part);
  const filled = ADDRESS_PARTS.filter((part) => values[part]!.trim());
  let address: OwnerFacts["address"];
  if (filled.length && filled.length < ADDRESS_PARTS.length) {
    for (const part of ADDRESS_PARTS) if (!values[part]!.trim()) fieldErrors[part] = m.addressPartial;
  } else if (filled.length) {
    const parsed = addressSchema.safeParse(Object.fromEntries(ADDRESS_PARTS.map((p) => [p, values[p]])));
    if (parsed.success) address = parsed.data;
    else for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  }
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors, values };
  return {
    ok: true,
    values,
    value: (facts) => {
      const next: OwnerFacts = { ...facts };
      for (const key of SIMPLE_FACTS) {
        if (set[key] === undefined) delete next[key];
        else next[key] = set[key];
      }
      if (address) next.address = address;
      else delete next.address;
      return next;
    },
  };
}

/** The headline numbers: each blank one goes back to its example. */
export function readProofForm(formData: FormData): FormRead<(facts: OwnerFacts) => OwnerFacts> {
  const values: Record<string, string> = {};
  const fieldErrors: Record<string, string> = {};
  const proof: Record<string, string> = {};
  for (const key of PROOF_KEYS) {
    const raw = (values[key] = str(formData, key)).trim();
    if (!raw) continue;
    const parsed = statSchema.safeParse(raw);
    if (parsed.success) proof[key] = parsed.data;
    else fieldErrors[key] = firstIssue(parsed.error);
  }
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors, values };
  return {
    ok: true,
    values,
    value: (facts) => {
      const next = { ...facts };
      if (Object.keys(proof).length) next.proof = proof;
      else delete next.proof;
      return next;
    },
  };
}

/** A new id for a list item: short, random, only [a-z0-9]. */
export const newItemId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => (b % 36).toString(36)).join("");

const issuesByField = (error: z.ZodError) => {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  return fieldErrors;
};

/** One testimonial as its form sends it (a new one has no id yet); the photo is handled by the upload. */
export function readTestimonialForm(
  formData: FormData,
): FormRead<Omit<OwnerTestimonial, "photo"> & { isNew: boolean }> {
  const values: Record<string, string | string[]> = {};
  for (const key of ["id", "name", "role", "company", "quote", "rating"]) values[key] = str(formData, key);
  const audiences = formData.getAll("audiences").filter((a): a is string => typeof a === "string");
  values.audiences = audiences;
  const isNew = !values.id;
  const parsed = testimonialSchema.omit({ photo: true }).safeParse({
    ...values,
    id: isNew ? newItemId() : values.id,
    audiences: audiences.filter((a) => (AUDIENCES as readonly string[]).includes(a)),
  });
  if (!parsed.success) return { ok: false, fieldErrors: issuesByField(parsed.error), values };
  return { ok: true, values, value: { ...parsed.data, isNew } };
}

export function readFounderForm(
  formData: FormData,
): FormRead<Omit<OwnerFounder, "photo"> & { isNew: boolean }> {
  const values: Record<string, string> = {};
  for (const key of ["id", "name", "role", "bio", "highlights"]) values[key] = str(formData, key);
  const isNew = !values.id;
  const highlights = values
    .highlights!.split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const parsed = founderSchema.omit({ photo: true }).safeParse({
    ...values,
    id: isNew ? newItemId() : values.id,
    highlights,
  });
  if (!parsed.success) return { ok: false, fieldErrors: issuesByField(parsed.error), values };
  return { ok: true, values, value: { ...parsed.data, isNew } };
}

/** A new client logo's name and optional link (its picture comes in the same post: lib/site-facts/item-changes.ts). */
export function readLogoForm(formData: FormData): FormRead<Omit<OwnerLogo, "image">> {
  const values: Record<string, string> = { name: str(formData, "name"), url: str(formData, "url") };
  const parsed = logoSchema.omit({ image: true }).safeParse({
    id: newItemId(),
    name: values.name,
    url: values.url!.trim() || undefined,
  });
  if (!parsed.success) return { ok: false, fieldErrors: issuesByField(parsed.error), values };
  return { ok: true, values, value: parsed.data };
}
