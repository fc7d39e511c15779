import { IntakeForm } from "@/components/forms/intake-form";
import { FormLayout } from "@/components/sections/form-layout";
import { NextStepsCard } from "@/components/sections/next-steps-card";
import { PageHero } from "@/components/sections/page-hero";
import { TalkCard } from "@/components/sections/talk-card";
import { FormPreview } from "@/components/visuals/form-preview";
import { intakePage } from "@/content/intake";
import { publicPages } from "@/content/pages";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/metadata";

export const generateMetadata = pageMetadata(publicPages.intake);

export default function IntakePage() {
  return (
    <>
      <PageHero {...intakePage.hero} visual={<FormPreview {...intakePage.hero.scene} />} />
      <FormLayout
        side={
          <>
            <NextStepsCard content={intakePage.nextSteps} />
            <TalkCard content={intakePage.talkCard} email={site.email} />
          </>
        }
      >
        <IntakeForm />
      </FormLayout>
    </>
  );
}
