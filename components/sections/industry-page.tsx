import { demoLine } from "@/content/demo-bot";
import { guarantee } from "@/content/guarantee";
import { packageCard, type IndustryOffer } from "@/content/industries";
import { ChatPhone } from "@/components/visuals/chat-phone";
import { demoLineWith, statsWith } from "@/lib/site-facts/on-page";
import { getSiteFacts } from "@/lib/site-facts/published";
import { testimonialsFor } from "@/lib/site-facts/resolve";
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
export async function IndustryPage({ offer }: { offer: IndustryOffer }) {
  const { hero, proof, packages, why, cta } = offer;
  const facts = await getSiteFacts();
  // Only a client from this trade (or one meant for every page); none at all rather than another trade's.
  const [testimonial] = testimonialsFor(facts, proof.industry);
  return (
    <>
      <PageHero {...hero} visual={<ChatPhone {...hero.scene} />} />
      <Section id="results" signatureSection {...proof}>
        <ProofBand
          testimonial={testimonial}
          stats={statsWith(facts, proof.stats)}
          statsLabel={proof.statsLabel}
          line={demoLineWith(facts, demoLine)}
        />
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
