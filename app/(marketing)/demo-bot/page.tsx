import { CardGrid } from "@/components/sections/card-grid";
import { ConnectedSteps } from "@/components/sections/connected-steps";
import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { GuaranteeSection } from "@/components/sections/guarantee-band";
import { IconList } from "@/components/sections/icon-list";
import { PageHero } from "@/components/sections/page-hero";
import { PhoneDemo } from "@/components/sections/phone-demo";
import { Section } from "@/components/sections/section";
import { ChatPhone } from "@/components/visuals/chat-phone";
import { demoBot } from "@/content/demo-bot";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.demoBot);

export default function DemoBotPage() {
  const { hero, pains, features, howItWorks, tryItLive, audiences, guarantee, cta } = demoBot;
  const steps = howItWorks.steps.map((step) => ({ ...step, marker: String(step.number) }));
  return (
    <>
      <PageHero {...hero} visual={<ChatPhone {...hero.scene} />} />
      <Section {...pains}>
        <CardGrid cards={pains.cards} columns={4} label={pains.label} />
      </Section>
      <Section {...features} tone="muted">
        <FeatureGrid cards={features.cards} label={features.eyebrow} />
      </Section>
      <Section {...howItWorks}>
        <ConnectedSteps steps={steps} label={howItWorks.eyebrow} />
      </Section>
      <Section {...tryItLive} tone="muted" signatureSection>
        <PhoneDemo line={tryItLive.line} steps={tryItLive.steps} label={tryItLive.label} />
      </Section>
      <Section {...audiences}>
        <IconList items={audiences.cards} label={audiences.eyebrow} />
      </Section>
      <GuaranteeSection {...guarantee} />
      <CtaBand {...cta} />
    </>
  );
}
