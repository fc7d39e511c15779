import { demoLine } from "@/content/demo-bot";
import { guarantee } from "@/content/guarantee";
import { packageCard, type IndustryOffer } from "@/content/industries";
import type { CallbackPage } from "@/content/callback-form";
import { CallbackForm } from "@/components/forms/callback-form";
import { CtaBand } from "./cta-band";
import { GuaranteeSection } from "./guarantee-band";
import { IconList } from "./icon-list";
import { PackageGrid } from "./package-grid";
import { PageHero } from "./page-hero";
import { ProofBand } from "./proof-band";
import { Section } from "./section";

/**
 * The roofing, dental and general-business ad pages: one action (book a call), the proof beside it (a client from the
 * visitor's trade, the numbers, the demo line, the guarantee) and the packages.
 */
export function IndustryPage({ offer, page }: { offer: IndustryOffer; page: CallbackPage }) {
  const { hero, proof, packages, why, cta } = offer;
  return (
    <>
      <PageHero {...hero} visual={<CallbackForm page={page} />} />
      <Section id="results" signatureSection {...proof}>
        <ProofBand {...proof} line={demoLine} />
      </Section>
      <Section id="packages" tone="muted" {...packages}>
        <PackageGrid tiers={packages.tiers} label={packages.title} {...packageCard} />
      </Section>
      <Section {...why}>
        <IconList items={why.cards} label={why.title} />
      </Section>
      <GuaranteeSection {...guarantee} />
      <CtaBand {...cta} />
    </>
  );
}
