import { CardGrid } from "@/components/sections/card-grid";
import { ConnectedSteps } from "@/components/sections/connected-steps";
import { CtaBand } from "@/components/sections/cta-band";
import { IconList } from "@/components/sections/icon-list";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { PipelineFunnel } from "@/components/visuals/pipeline-funnel";
import { landing } from "@/content/landing";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const generateMetadata = pageMetadata(publicPages.landing);

export default function LandingPage() {
  const { hero, scale, deliverables, whyUs, cta } = landing;
  const steps = scale.cards.map((card) => ({
    marker: card.letter,
    title: card.title,
    details: card.description,
  }));
  return (
    <>
      <PageHero {...hero} visual={<PipelineFunnel {...hero.scene} />} />
      <Section signatureSection {...scale}>
        <ConnectedSteps steps={steps} label={scale.title} />
      </Section>
      <Section {...deliverables} tone="muted">
        <CardGrid cards={deliverables.cards} label={deliverables.title} />
      </Section>
      <Section {...whyUs}>
        <IconList items={whyUs.cards} columns={2} label={whyUs.title} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
