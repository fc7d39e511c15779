import { CtaBand } from "@/components/sections/cta-band";
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
      <PageHero {...hero} />
      <Section {...stats}>
        <StatGrid stats={stats.items} />
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
