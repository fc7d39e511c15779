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

const onBand = "border-transparent bg-background text-foreground hover:bg-muted";

/** Roofers decide on the phone and in a hurry: call first, the storm-season band next, then the proof and packages. */
export function RoofersPage() {
  const offer = industries.roofers;
  const phone = businessPhone();
  const booking = offer.hero.ctas[0]!;
  return (
    <>
      <AdHero offer={offer} page="roofers" phone={phone} callFirst />
      <AdBand
        offer={offer}
        actions={
          phone ? (
            <CallLink phone={phone} place="band" size="lg" className={onBand} />
          ) : (
            <CtaLink cta={booking} size="lg" variant="secondary" className={onBand} />
          )
        }
      />
      <AdProof offer={offer} />
      <Section {...offer.why} tone="muted">
        <IconList items={offer.why.cards} label={offer.why.title} />
      </Section>
      <AdPackages offer={offer} />
      <AdFaqSection faq={adFaqs.roofers} tone="muted" />
      <GuaranteeSection {...guarantee} />
      <CtaBand {...offer.cta} />
      <AdCallExtras phone={phone} />
    </>
  );
}
