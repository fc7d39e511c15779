import "server-only";
import { launchCopy } from "@/content/settings";
import type { SiteFacts } from "@/lib/site-facts/resolve";
import { fieldAnchor, SITE_EDITOR_PATH } from "@/lib/site-facts/anchors";

/** A company fact still at the value this site shipped with. `urgent`: an invented person or phone line. */
export type FactCheck = {
  id: string;
  label: string;
  value: string;
  urgent: boolean;
  kind: FactKind;
  person?: string;
  /** Where the owner sets it: the field in the site editor. */
  href: string;
};

type FactKind = "fact" | "demoPhone" | "founder" | "testimonial";

const labels = launchCopy.facts.labels;
const editorLink = (id: string) => `${SITE_EDITOR_PATH}#${fieldAnchor(id)}`;

/**
 * Every fact a visitor reads as true that is still an example (the published facts over content/company.ts), in
 * the editor's order. The booking calendar is a setting of its own (BOOKING_URL) and is checked with the settings.
 */
export function exampleFacts(facts: SiteFacts): FactCheck[] {
  const rows: FactCheck[] = [];
  const add = <T>(
    fact: { value: T; example: boolean },
    id: string,
    label: string,
    show: (value: T) => string,
    kind: FactKind = "fact",
  ) => {
    if (fact.example)
      rows.push({ id, label, value: show(fact.value), urgent: kind !== "fact", kind, href: editorLink(id) });
  };
  add(facts.name, "name", labels.name, String);
  add(facts.email, "email", labels.email, String);
  add(facts.address, "address", labels.address, (a) => `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`);
  add(facts.demoPhone, "demoPhone", labels.demoPhone, (p) => p.display, "demoPhone");
  add(facts.nominationFormUrl, "nominationFormUrl", labels.nominationFormUrl, String);
  for (const [key, fact] of Object.entries(facts.proof))
    add(fact, `proof.${key}`, labels.proof[key as keyof typeof labels.proof], String);
  // People: listed by name, so the banner can say who is invented.
  const people = (list: readonly { name: string; company?: string; example: boolean }[], kind: FactKind) =>
    list.forEach((person, i) => {
      if (!person.example) return;
      const id = `${kind === "founder" ? "founders" : "testimonials"}[${i}]`;
      rows.push({
        id,
        label: kind === "founder" ? labels.founder : labels.testimonial,
        value: [person.name, person.company].filter(Boolean).join(", "),
        urgent: true,
        kind,
        person: person.name,
        href: editorLink(kind === "founder" ? "founders" : "testimonials"),
      });
    });
  people(facts.founders, "founder");
  people(facts.testimonials, "testimonial");
  return rows;
}

/** Whether every booking button still leads to the example calendar: no BOOKING_URL, and none published. */
export const bookingIsExample = (facts: SiteFacts, bookingUrlSetting: string | undefined) =>
  !bookingUrlSetting && facts.bookingUrl.example;

/** The lines the "not ready for visitors" banner adds for invented people and numbers. */
export function factWarnings(checks: FactCheck[]): string[] {
  const names = (kind: FactKind) =>
    checks
      .filter((check) => check.kind === kind)
      .map((check) => check.person)
      .join(", ");
  const phone = checks.find((check) => check.kind === "demoPhone");
  const w = launchCopy.warning;
  return [
    phone && w.demoPhone(phone.value),
    names("testimonial") && w.testimonials(names("testimonial")),
    names("founder") && w.founders(names("founder")),
  ].filter((line): line is string => Boolean(line));
}
