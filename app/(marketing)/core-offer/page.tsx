import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { StatBand } from "@/components/sections/stat-band";
import { StepList } from "@/components/sections/step-list";
import { TestimonialGrid } from "@/components/sections/testimonial-grid";
import { CalendarWeek } from "@/components/visuals/calendar-week";
import { coreOffer } from "@/content/core-offer";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { statsWith } from "@/lib/site-facts/on-page";
import { getSiteFacts } from "@/lib/site-facts/published";

export const generateMetadata = pageMetadata(publicPages.coreOffer);

export default async function CoreOfferPage() {
  const { hero, stats, testimonials, discoveryCall, cta } = coreOffer;
  const facts = await getSiteFacts();
  return (
    <>
      <PageHero {...hero} visual={<CalendarWeek {...hero.scene} />} />
      <Section {...stats} tone="brand" signatureSection>
        <StatBand stats={statsWith(facts, stats.items)} label={stats.label} />
      </Section>
      {facts.testimonials.length > 0 && (
        <Section {...testimonials} tone="muted">
          <TestimonialGrid testimonials={facts.testimonials} label={testimonials.title} />
        </Section>
      )}
      <Section {...discoveryCall}>
        <StepList steps={discoveryCall.steps} label={discoveryCall.label} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
