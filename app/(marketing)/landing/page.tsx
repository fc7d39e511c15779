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
      <Section id={scale.id} eyebrow={scale.eyebrow} title={scale.title} lead={scale.lead}>
        <LetterCards cards={scale.cards} label={scale.title} />
      </Section>
      <Section
        eyebrow={deliverables.eyebrow}
        title={deliverables.title}
        lead={deliverables.lead}
        tone="muted"
      >
        <CardGrid cards={deliverables.cards} label={deliverables.title} />
      </Section>
      <Section eyebrow={whyUs.eyebrow} title={whyUs.title} lead={whyUs.lead}>
        <CardGrid cards={whyUs.cards} columns={4} label={whyUs.title} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
