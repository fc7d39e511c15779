import "server-only";
import type { PhoneLine } from "@/content/demo-bot";
import type { LegalParty } from "@/content/legal";
import type { Stat } from "@/content/home";
import type { SiteFacts } from "./resolve";

/** Headline numbers with the published value of each one that names its fact. */
export const statsWith = (facts: SiteFacts, stats: readonly Stat[]): Stat[] =>
  stats.map((stat) => {
    if (!stat.fact) return stat;
    const fact = facts.proof[stat.fact];
    return { ...stat, value: `${fact.value}${stat.suffix ?? ""}`, example: fact.example };
  });

/** The demo line as published. */
export const demoLineWith = (facts: SiteFacts, line: PhoneLine): PhoneLine => ({
  ...line,
  display: facts.demoPhone.value.display,
  href: facts.demoPhone.value.href,
  example: facts.demoPhone.example,
});

/** Who the legal pages and emails are from: the name, email and address as published. */
export const partyOf = (facts: SiteFacts): LegalParty => ({
  name: facts.name.value,
  email: facts.email.value,
  address: facts.address.value,
});
