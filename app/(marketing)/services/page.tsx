import { CardGrid } from "@/components/sections/card-grid";
import { Checklist } from "@/components/sections/checklist";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { publicPages } from "@/content/pages";
import { coaching, included, saasSolutions, servicesCta, servicesHero } from "@/content/services";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.services);

export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow={servicesHero.eyebrow}
        title={servicesHero.title}
        lead={servicesHero.lead}
        ctas={servicesHero.ctas}
      />

      <Section
        id="solutions"
        eyebrow={saasSolutions.eyebrow}
        title={saasSolutions.title}
        lead={saasSolutions.lead}
      >
        <CardGrid cards={saasSolutions.cards} columns={2} label={saasSolutions.label} />
      </Section>

      <Section
        id="coaching"
        tone="muted"
        eyebrow={coaching.eyebrow}
        title={coaching.title}
        lead={coaching.lead}
      >
        <CardGrid cards={coaching.cards} label={coaching.label} />
      </Section>

      <Section id="included" eyebrow={included.eyebrow} title={included.title} lead={included.lead}>
        <Checklist items={included.items} columns={2} label={included.label} />
      </Section>

      <CtaBand title={servicesCta.title} text={servicesCta.text} ctas={servicesCta.ctas} />
    </>
  );
}
