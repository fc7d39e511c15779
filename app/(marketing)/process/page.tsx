import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { ProcessTimeline } from "@/components/sections/process-timeline";
import { Section } from "@/components/sections/section";
import { BuildProgress } from "@/components/visuals/build-progress";
import { publicPages } from "@/content/pages";
import { processCta, processHero, processScene, processSteps } from "@/content/process";
import { pageMetadata } from "@/lib/metadata";

export const generateMetadata = pageMetadata(publicPages.process);

export default function ProcessPage() {
  return (
    <>
      <PageHero {...processHero} visual={<BuildProgress {...processScene(processSteps.steps)} />} />
      <Section id="steps" signatureSection {...processSteps}>
        <ProcessTimeline {...processSteps} />
      </Section>
      <CtaBand {...processCta} />
    </>
  );
}
