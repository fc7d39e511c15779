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
      <PageHero {...aboutHero} />
      <Section id="founders" {...foundersSection}>
        <FounderProfiles founders={foundersSection.founders} label={foundersSection.label} />
      </Section>
      <Section id="founder-message" tone="muted" {...founderMessage}>
        <FounderMessage {...founderMessage} />
      </Section>
      <Section id="values" {...values}>
        <CardGrid cards={values.cards} columns={4} label={values.label} />
      </Section>
      <CtaBand {...aboutCta} />
    </>
  );
}
