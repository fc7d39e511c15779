import "server-only";
import type { CompanyFacts } from "@/content/company";
import { launchCopy } from "@/content/settings";
import { formatPhone } from "@/content/site";
import { factValue, isExample, type Fact } from "@/lib/facts";

/** A company fact still at the value this site shipped with. `urgent`: an invented person or phone line. */
export type FactCheck = {
  id: string;
  label: string;
  value: string;
  urgent: boolean;
  kind: FactKind;
  person?: string;
};

type FactKind = "fact" | "demoPhone" | "founder" | "testimonial";

const labels = launchCopy.facts.labels;

/**
 * Every fact a visitor reads as true that is still an example (content/company.ts), in the order the file lists them.
 * The booking calendar is a setting of its own (BOOKING_URL) and is checked with the settings.
 */
export function exampleFacts(facts: CompanyFacts): FactCheck[] {
  const rows: FactCheck[] = [];
  const add = <T>(
    fact: Fact<T>,
    id: string,
    label: string,
    show: (value: T) => string,
    kind: FactKind = "fact",
  ) => {
    if (isExample(fact))
      rows.push({ id, label, value: show(factValue(fact)), urgent: kind !== "fact", kind });
  };
  add(facts.name, "name", labels.name, String);
  add(facts.email, "email", labels.email, String);
  add(facts.address, "address", labels.address, (a) => `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`);
  add(facts.demoPhone, "demoPhone", labels.demoPhone, formatPhone, "demoPhone");
  add(facts.nominationFormUrl, "nominationFormUrl", labels.nominationFormUrl, String);
  for (const [key, fact] of Object.entries(facts.proof))
    add(fact, `proof.${key}`, labels.proof[key as keyof typeof labels.proof], String);
  // People: listed by name, so the banner can say who is invented.
  const people = (list: readonly Fact<{ name: string; company?: string }>[], id: string, kind: FactKind) =>
    list.forEach((fact, i) => {
      if (!isExample(fact)) return;
      const { name, company } = fact.example;
      const label = kind === "founder" ? labels.founder : labels.testimonial;
      rows.push({
        id: `${id}[${i}]`,
        label,
        value: [name, company].filter(Boolean).join(", "),
        urgent: true,
        kind,
        person: name,
      });
    });
  people(facts.founders, "founders", "founder");
  people(facts.testimonials, "testimonials", "testimonial");
  return rows;
}

/** Whether every booking button still leads to the example calendar: no BOOKING_URL, and bookingUrl not replaced. */
export const bookingIsExample = (facts: CompanyFacts, bookingUrlSetting: string | undefined) =>
  !bookingUrlSetting && isExample(facts.bookingUrl);

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
