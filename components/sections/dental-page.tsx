import { adFaqs } from "@/content/ad-faq";
import { guarantee } from "@/content/guarantee";
import { industries } from "@/content/industries";
import { businessPhone } from "@/lib/site/business-phone";
import { AdBand, AdCallExtras, AdFaqSection, AdHero, AdPackages, AdProof } from "./ad-page-parts";
import { CtaBand } from "./cta-band";
import { GuaranteeSection } from "./guarantee-band";
import { IconList } from "./icon-list";
import { Section } from "./section";

/**
 * Practices weigh trust before features: a colleague's results and the guarantee come first, then how patients are
 * treated and the questions practices ask; the packages last, for those ready to compare.
 */
export async function DentalPage() {
  const offer = industries.dental;
  const phone = await businessPhone();
  return (
    <>
      <AdHero offer={offer} page="dental" phone={phone} />
      <AdProof offer={offer} />
      <GuaranteeSection {...guarantee} />
      <AdBand offer={offer} tone="default" />
      <Section {...offer.why} tone="muted">
        <IconList items={offer.why.cards} label={offer.why.title} />
      </Section>
      <AdFaqSection faq={adFaqs.dental} aside />
      <AdPackages offer={offer} tone="muted" />
      <CtaBand {...offer.cta} />
      <AdCallExtras phone={phone} />
    </>
  );
}
