import { CardGrid } from "@/components/sections/card-grid";
import { CtaBand } from "@/components/sections/cta-band";
import { FounderMessage } from "@/components/sections/founder-message";
import { FounderProfiles } from "@/components/sections/founder-profiles";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { aboutCta, aboutHero, founderMessage, foundersSection, values } from "@/content/about";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.about);

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        lead={aboutHero.lead}
        ctas={aboutHero.ctas}
      />

      <Section
        id="founders"
        eyebrow={foundersSection.eyebrow}
        title={foundersSection.title}
        lead={foundersSection.lead}
      >
        <FounderProfiles founders={foundersSection.founders} label={foundersSection.label} />
      </Section>

      <Section
        id="founder-message"
        tone="muted"
        eyebrow={founderMessage.eyebrow}
        title={founderMessage.title}
      >
        <FounderMessage
          paragraphs={founderMessage.paragraphs}
          signature={founderMessage.signature}
          signatureRole={founderMessage.signatureRole}
        />
      </Section>

      <Section id="values" eyebrow={values.eyebrow} title={values.title} lead={values.lead}>
        <CardGrid cards={values.cards} columns={4} label={values.label} />
      </Section>

      <CtaBand title={aboutCta.title} text={aboutCta.text} ctas={aboutCta.ctas} />
    </>
  );
}
