import { Checklist } from "@/components/sections/checklist";
import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { IconList } from "@/components/sections/icon-list";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SystemMap } from "@/components/visuals/system-map";
import { publicPages } from "@/content/pages";
import { coaching, included, saasSolutions, servicesCta, servicesHero } from "@/content/services";
import { pageMetadata } from "@/lib/metadata";

export const generateMetadata = pageMetadata(publicPages.services);

export default function ServicesPage() {
  return (
    <>
      <PageHero {...servicesHero} visual={<SystemMap {...servicesHero.scene} />} />
      <Section id="solutions" signatureSection {...saasSolutions}>
        <FeatureGrid cards={saasSolutions.cards} columns={3} label={saasSolutions.label} />
      </Section>
      <Section id="coaching" tone="muted" {...coaching}>
        <IconList items={coaching.cards} label={coaching.label} />
      </Section>
      <Section id="included" aside {...included}>
        <div
          data-layout="checklist"
          className="rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8"
        >
          <Checklist items={included.items} columns={2} label={included.label} />
        </div>
      </Section>
      <CtaBand {...servicesCta} />
    </>
  );
}
