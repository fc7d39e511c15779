import "server-only";
import { siteEditorCopy as copy } from "@/content/site-editor";
import { PROOF_KEYS, type OwnerFacts } from "./schema";

const f = copy.fields;

/** What a publish changed against the one before it, as the owner would name each fact. */
export function changedFacts(before: OwnerFacts, after: OwnerFacts): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const changes: string[] = [];
  const simple = {
    name: f.name.label,
    email: f.email.label,
    businessPhone: f.businessPhone.label,
    demoPhone: f.demoPhone.label,
    address: "Office address",
    bookingUrl: f.bookingUrl.label,
    nominationFormUrl: f.nominationFormUrl.label,
  } as const;
  for (const [key, label] of Object.entries(simple)) {
    const k = key as keyof typeof simple;
    if (!same(before[k], after[k])) changes.push(`${label}: ${show(after[k])}`);
  }
  for (const key of PROOF_KEYS)
    if (!same(before.proof?.[key], after.proof?.[key]))
      changes.push(`${f.proof[key]}: ${show(after.proof?.[key])}`);
  const list = (
    name: string,
    a: { id: string; name: string }[] = [],
    b: { id: string; name: string }[] = [],
  ) => {
    for (const item of b) {
      const old = a.find((x) => x.id === item.id);
      if (!old) changes.push(`${name} added: ${item.name}`);
      else if (!same(old, item)) changes.push(`${name} edited: ${item.name}`);
    }
    for (const item of a) if (!b.some((x) => x.id === item.id)) changes.push(`${name} deleted: ${item.name}`);
  };
  list("Testimonial", before.testimonials, after.testimonials);
  list("Founder", before.founders, after.founders);
  list("Logo", before.logos, after.logos);
  return changes;
}

function show(value: unknown): string {
  if (value === undefined) return "back to the example";
  if (typeof value === "object" && value) return Object.values(value).join(", ");
  return String(value);
}
