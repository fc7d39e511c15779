import { CardGrid } from "@/components/sections/card-grid";
import { CtaBand } from "@/components/sections/cta-band";
import { LetterCards } from "@/components/sections/letter-cards";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { landing } from "@/content/landing";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.landing);

export default function LandingPage() {
  const { hero, scale, deliverables, whyUs, cta } = landing;
  return (
    <>
      <PageHero {...hero} />
      <Section {...scale}>
        <LetterCards cards={scale.cards} label={scale.title} />
      </Section>
      <Section {...deliverables} tone="muted">
        <CardGrid cards={deliverables.cards} label={deliverables.title} />
      </Section>
      <Section {...whyUs}>
        <CardGrid cards={whyUs.cards} columns={4} label={whyUs.title} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
