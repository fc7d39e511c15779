import { CtaLink } from "@/components/ui/cta-link";
import { adFaqs } from "@/content/ad-faq";
import { guarantee } from "@/content/guarantee";
import { industries } from "@/content/industries";
import { businessPhone } from "@/lib/site/business-phone";
import { AdBand, AdCallExtras, AdFaqSection, AdHero, AdPackages, AdProof } from "./ad-page-parts";
import { CallLink } from "./call-link";
import { CtaBand } from "./cta-band";
import { GuaranteeSection } from "./guarantee-band";
import { IconList } from "./icon-list";
import { Section } from "./section";

/** Roofers decide on the phone and in a hurry: call first, the storm-season band next, then the proof and packages. */
export async function RoofersPage() {
  const offer = industries.roofers;
  const phone = await businessPhone();
  const booking = offer.hero.ctas[0]!;
  return (
    <>
      <AdHero offer={offer} page="roofers" phone={phone} callFirst />
      <AdBand
        offer={offer}
        tone="default"
        actions={
          phone ? (
            <CallLink phone={phone} place="band" size="lg" variant="primary" />
          ) : (
            <CtaLink cta={booking} size="lg" variant="primary" />
          )
        }
      />
      <AdProof offer={offer} tone="muted" />
      <Section {...offer.why}>
        <IconList items={offer.why.cards} label={offer.why.title} />
      </Section>
      <AdPackages offer={offer} tone="muted" />
      <AdFaqSection faq={adFaqs.roofers} />
      <GuaranteeSection {...guarantee} />
      <CtaBand {...offer.cta} />
      <AdCallExtras phone={phone} />
    </>
  );
}
