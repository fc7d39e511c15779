import { CardGrid } from "@/components/sections/card-grid";
import { Checklist } from "@/components/sections/checklist";
import { CtaBand } from "@/components/sections/cta-band";
import { MissionPanel } from "@/components/sections/mission-panel";
import { PageHero } from "@/components/sections/page-hero";
import { PodcastCarousel } from "@/components/sections/podcast-carousel";
import { Section } from "@/components/sections/section";
import { StepList } from "@/components/sections/step-list";
import { JsonLd } from "@/components/seo/json-ld";
import { CtaLink } from "@/components/ui/cta-link";
import {
  audiences,
  coreOffer,
  framework,
  homeCta,
  homeHero,
  mission,
  nominate,
  payment,
  podcastTeaser,
} from "@/content/home";
import { publicPages } from "@/content/pages";
import { carouselLabels, episodes } from "@/content/podcast";
import { siteUrl } from "@/lib/env";
import { pageMetadata } from "@/lib/metadata";
import { organizationJsonLd } from "@/lib/seo/organization-jsonld";

export const metadata = pageMetadata(publicPages.home);

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd(siteUrl())} />
      <PageHero {...homeHero} />
      <Section id="who-we-serve" {...audiences}>
        <CardGrid cards={audiences.cards} label={audiences.label} />
      </Section>
      <Section id="core-offer" tone="muted" {...coreOffer}>
        <CardGrid cards={coreOffer.pillars} columns={2} />
        <div className="mt-10 rounded-2xl border border-border bg-card p-6 sm:p-8">
          <h3 className="mb-6 text-xl font-semibold">{coreOffer.offeringsTitle}</h3>
          <Checklist items={coreOffer.offerings} columns={2} label={coreOffer.offeringsLabel} />
        </div>
      </Section>
      <Section id="framework" {...framework}>
        <StepList steps={framework.steps} label={framework.label} />
        <CtaLink cta={framework.link} className="mt-8" />
      </Section>
      <Section id="payment" tone="muted" {...payment}>
        <CardGrid cards={payment.models} label={payment.label} />
      </Section>
      <Section id="mission" {...mission}>
        <MissionPanel {...mission} />
      </Section>
      <Section id="podcast" tone="muted" {...podcastTeaser}>
        <PodcastCarousel episodes={episodes} labels={carouselLabels}>
          <CtaLink cta={podcastTeaser.link} />
        </PodcastCarousel>
      </Section>
      <Section id="nominate" {...nominate}>
        <CtaLink cta={nominate.cta} size="lg" />
      </Section>
      <CtaBand {...homeCta} />
    </>
  );
}
