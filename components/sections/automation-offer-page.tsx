import { adFaqs } from "@/content/ad-faq";
import { guarantee } from "@/content/guarantee";
import { industries } from "@/content/industries";
import { businessPhone } from "@/lib/site/business-phone";
import { AdBand, AdCallExtras, AdFaqSection, AdHero, AdPackages, AdProof } from "./ad-page-parts";
import { CtaBand } from "./cta-band";
import { GuaranteeSection } from "./guarantee-band";
import { IconList } from "./icon-list";
import { Section } from "./section";

/** Owners comparing offers: what they pay for and the packages first, then the returns, the reasons and the terms. */
export async function AutomationOfferPage() {
  const offer = industries.general;
  const phone = await businessPhone();
  return (
    <>
      <AdHero offer={offer} page="automation-offer" phone={phone} />
      <AdBand offer={offer} />
      <AdPackages offer={offer} />
      <AdProof offer={offer} tone="muted" />
      <Section {...offer.why}>
        <IconList items={offer.why.cards} label={offer.why.title} />
      </Section>
      <GuaranteeSection {...guarantee} />
      <AdFaqSection faq={adFaqs["automation-offer"]} />
      <CtaBand {...offer.cta} />
      <AdCallExtras phone={phone} />
    </>
  );
}
