import { CtaBand } from "@/components/sections/cta-band";
import { HighlightList } from "@/components/sections/highlight-list";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { StatGrid } from "@/components/sections/stat-grid";
import { StepList } from "@/components/sections/step-list";
import { TestimonialGrid } from "@/components/sections/testimonial-grid";
import { coreOffer } from "@/content/core-offer";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.coreOffer);

export default function CoreOfferPage() {
  const { hero, stats, testimonials, discoveryCall, cta } = coreOffer;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} ctas={hero.ctas}>
        <HighlightList items={hero.highlights} label="Offer highlights" />
      </PageHero>
      <Section title={stats.title} lead={stats.lead}>
        <StatGrid stats={stats.items} />
      </Section>
      <Section eyebrow={testimonials.eyebrow} title={testimonials.title} tone="muted">
        <TestimonialGrid testimonials={testimonials.items} label={testimonials.title} />
      </Section>
      <Section eyebrow={discoveryCall.eyebrow} title={discoveryCall.title} lead={discoveryCall.lead}>
        <StepList steps={discoveryCall.steps} label="Discovery call agenda" />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
