import { CardGrid } from "@/components/sections/card-grid";
import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { PageHero } from "@/components/sections/page-hero";
import { PhoneDemo } from "@/components/sections/phone-demo";
import { Section } from "@/components/sections/section";
import { StepList } from "@/components/sections/step-list";
import { demoBot } from "@/content/demo-bot";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.demoBot);

export default function DemoBotPage() {
  const { hero, pains, features, howItWorks, tryItLive, audiences, guarantee, cta } = demoBot;
  return (
    <>
      <PageHero {...hero} />
      <Section {...pains}>
        <CardGrid cards={pains.cards} columns={4} label={pains.label} />
      </Section>
      <Section {...features} tone="muted">
        <FeatureGrid cards={features.cards} label={features.eyebrow} />
      </Section>
      <Section {...howItWorks}>
        <StepList steps={howItWorks.steps} label={howItWorks.eyebrow} />
      </Section>
      <Section {...tryItLive} tone="muted">
        <PhoneDemo line={tryItLive.line} steps={tryItLive.steps} label={tryItLive.label} />
      </Section>
      <Section {...audiences}>
        <CardGrid cards={audiences.cards} label={audiences.eyebrow} />
      </Section>
      <Section {...guarantee} tone="muted">
        <CardGrid cards={guarantee.cards} label={guarantee.eyebrow} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
