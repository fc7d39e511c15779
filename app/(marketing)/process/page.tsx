import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { ProcessTimeline } from "@/components/sections/process-timeline";
import { Section } from "@/components/sections/section";
import { publicPages } from "@/content/pages";
import { processCta, processHero, processSteps } from "@/content/process";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.process);

export default function ProcessPage() {
  return (
    <>
      <PageHero
        eyebrow={processHero.eyebrow}
        title={processHero.title}
        lead={processHero.lead}
        ctas={processHero.ctas}
      />

      <Section id="steps" eyebrow={processSteps.eyebrow} title={processSteps.title} lead={processSteps.lead}>
        <ProcessTimeline
          steps={processSteps.steps}
          label={processSteps.label}
          stepLabel={processSteps.stepLabel}
          deliverablesLabel={processSteps.deliverablesLabel}
        />
      </Section>

      <CtaBand title={processCta.title} text={processCta.text} ctas={processCta.ctas} />
    </>
  );
}
