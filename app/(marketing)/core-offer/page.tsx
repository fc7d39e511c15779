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

export const metadata = pageMetadata(publicPages.coreOffer);

export default function CoreOfferPage() {
  const { hero, stats, testimonials, discoveryCall, cta } = coreOffer;
  return (
    <>
      <PageHero {...hero} visual={<CalendarWeek {...hero.scene} />} />
      <Section {...stats} tone="brand" signatureSection>
        <StatBand stats={stats.items} label={stats.label} />
      </Section>
      <Section {...testimonials} tone="muted">
        <TestimonialGrid testimonials={testimonials.items} label={testimonials.title} />
      </Section>
      <Section {...discoveryCall}>
        <StepList steps={discoveryCall.steps} label={discoveryCall.label} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
