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
      <PageHero {...servicesHero} />
      <Section id="solutions" {...saasSolutions}>
        <CardGrid cards={saasSolutions.cards} columns={2} label={saasSolutions.label} />
      </Section>
      <Section id="coaching" tone="muted" {...coaching}>
        <CardGrid cards={coaching.cards} label={coaching.label} />
      </Section>
      <Section id="included" {...included}>
        <Checklist items={included.items} columns={2} label={included.label} />
      </Section>
      <CtaBand {...servicesCta} />
    </>
  );
}
