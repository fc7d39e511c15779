import { packageCard, type IndustryOffer } from "@/content/industries";
import { CardGrid } from "./card-grid";
import { CtaBand } from "./cta-band";
import { PackageGrid } from "./package-grid";
import { PageHero } from "./page-hero";
import { Section } from "./section";

/** The shared layout of the roofing, dental and general-business package pages. */
export function IndustryPage({ offer }: { offer: IndustryOffer }) {
  const { hero, packages, why, cta } = offer;
  return (
    <>
      <PageHero {...hero} />
      <Section id="packages" {...packages}>
        <PackageGrid tiers={packages.tiers} label={packages.title} {...packageCard} />
      </Section>
      <Section {...why} tone="muted">
        <CardGrid cards={why.cards} label={why.title} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
