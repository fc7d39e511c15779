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
import { demoLineWith } from "@/lib/site-facts/on-page";
import { getSiteFacts } from "@/lib/site-facts/published";

export const generateMetadata = pageMetadata(publicPages.demoBot);

export default async function DemoBotPage() {
  const { hero, pains, features, howItWorks, tryItLive, audiences, guarantee, cta } = demoBot;
  const line = demoLineWith(await getSiteFacts(), tryItLive.line);
  // The steps name the number too: the published one, wherever the shipped one was written.
  const tryItSteps = tryItLive.steps.map((step) => ({
    ...step,
    details: step.details.replaceAll(tryItLive.line.display, line.display),
  }));
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
        <PhoneDemo line={line} steps={tryItSteps} label={tryItLive.label} />
      </Section>
      <Section {...audiences}>
        <IconList items={audiences.cards} label={audiences.eyebrow} />
      </Section>
      <GuaranteeSection {...guarantee} />
      <CtaBand {...cta} />
    </>
  );
}
