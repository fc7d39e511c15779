import { CardGrid } from "@/components/sections/card-grid";
import { ClientLogos } from "@/components/sections/client-logos";
import { Comparison } from "@/components/sections/comparison";
import { ConnectedSteps } from "@/components/sections/connected-steps";
import { CoreOfferSplit } from "@/components/sections/core-offer-split";
import { CtaBand } from "@/components/sections/cta-band";
import { MissionBand } from "@/components/sections/mission-band";
import { PageHero } from "@/components/sections/page-hero";
import { PodcastCarousel } from "@/components/sections/podcast-carousel";
import { Section } from "@/components/sections/section";
import { JsonLd } from "@/components/seo/json-ld";
import { CtaLink } from "@/components/ui/cta-link";
import { LeadsDashboard } from "@/components/visuals/leads-dashboard";
import {
  audiences,
  clientLogos,
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
import { statsWith } from "@/lib/site-facts/on-page";
import { getSiteFacts } from "@/lib/site-facts/published";

export const generateMetadata = pageMetadata(publicPages.home);

const steps = framework.steps.map((step) => ({ ...step, marker: String(step.number) }));

export default async function HomePage() {
  const facts = await getSiteFacts();
  return (
    <>
      <JsonLd data={organizationJsonLd(siteUrl(), facts)} />
      <PageHero
        {...homeHero}
        stats={statsWith(facts, homeHero.stats)}
        visual={<LeadsDashboard {...homeHero.scene} />}
      />
      <Section id="who-we-serve" {...audiences}>
        <CardGrid cards={audiences.cards} label={audiences.label} />
      </Section>
      {facts.logos.length > 0 && (
        <Section id="clients" eyebrow={clientLogos.eyebrow} title={clientLogos.title}>
          <ClientLogos logos={facts.logos} label={clientLogos.label} />
        </Section>
      )}
      <Section id="core-offer" tone="muted" {...coreOffer}>
        <CoreOfferSplit {...coreOffer} offeringsLabel={coreOffer.offeringsLabel} />
      </Section>
      <Section id="framework" {...framework}>
        <ConnectedSteps steps={steps} label={framework.label} />
        <CtaLink cta={framework.link} className="mt-10" />
      </Section>
      <Section id="payment" tone="muted" {...payment}>
        <Comparison options={payment.models} rows={payment.rows} label={payment.label} />
      </Section>
      <Section id="mission" tone="brand" signatureSection {...mission}>
        <MissionBand {...mission} />
      </Section>
      <Section id="podcast" tone="muted" {...podcastTeaser}>
        <PodcastCarousel episodes={episodes} labels={carouselLabels}>
          <CtaLink cta={podcastTeaser.link} />
        </PodcastCarousel>
      </Section>
      <Section id="nominate" {...nominate}>
        <div data-layout="action">
          <CtaLink cta={{ ...nominate.cta, href: facts.nominationFormUrl.value }} size="lg" />
        </div>
      </Section>
      <CtaBand {...homeCta} />
    </>
  );
}
