import type { ReactNode } from "react";
import { Check } from "lucide-react";
import { CallbackForm } from "@/components/forms/callback-form";
import { ChatPhone } from "@/components/visuals/chat-phone";
import { JsonLd } from "@/components/seo/json-ld";
import { CtaLink } from "@/components/ui/cta-link";
import type { AdFaq } from "@/content/ad-faq";
import type { CallbackPage } from "@/content/callback-form";
import { demoLine } from "@/content/demo-bot";
import { packageCard, type IndustryOffer } from "@/content/industries";
import { faqJsonLd } from "@/lib/seo/faq-jsonld";
import { demoLineWith, statsWith } from "@/lib/site-facts/on-page";
import { getSiteFacts } from "@/lib/site-facts/published";
import { testimonialsFor } from "@/lib/site-facts/resolve";
import type { BusinessPhone } from "@/lib/site/business-phone";
import { CallBar } from "./call-bar";
import { CallLink } from "./call-link";
import { CallTapScript } from "./call-tap-script";
import { FaqList } from "./faq-list";
import { PackageGrid } from "./package-grid";
import { PageHero } from "./page-hero";
import { ProofBand } from "./proof-band";
import { Section } from "./section";

// The parts the three ad pages are composed from, each page in its own order (roofers-page.tsx, dental-page.tsx,
// automation-offer-page.tsx). Every call action shows only once the owner has set the business phone.

type Hero = { offer: IndustryOffer; page: CallbackPage; phone: BusinessPhone | null; callFirst?: boolean };

/** The opening, with the callback form beside it from lg up (under the first screen on phones). */
export function AdHero({ offer, page, phone, callFirst }: Hero) {
  const { hero } = offer;
  const booking = hero.ctas[0]!;
  const call = phone && (
    <CallLink phone={phone} place="hero" size="lg" variant={callFirst ? "primary" : "secondary"} />
  );
  return (
    <PageHero
      {...hero}
      ctas={[]}
      actions={
        callFirst && call ? (
          <>
            {call}
            <CtaLink cta={booking} size="lg" variant="secondary" />
          </>
        ) : (
          <>
            <CtaLink cta={booking} size="lg" variant="primary" />
            {call}
          </>
        )
      }
      visual={<CallbackForm page={page} />}
    />
  );
}

/**
 * A client from the visitor's trade (or one meant for every page; none at all rather than another trade's), the
 * numbers that page's audience weighs, and the demo line, as the owner published them.
 */
export async function AdProof({ offer, tone }: { offer: IndustryOffer; tone?: "muted" }) {
  const { proof } = offer;
  const facts = await getSiteFacts();
  const [testimonial] = testimonialsFor(facts, proof.industry);
  return (
    <Section id="results" signatureSection tone={tone} {...proof}>
      <ProofBand
        testimonial={testimonial}
        stats={statsWith(facts, proof.stats)}
        statsLabel={proof.statsLabel}
        line={demoLineWith(facts, demoLine)}
      />
    </Section>
  );
}

/** The packages, with the pricing line said once under them. */
export function AdPackages({ offer, tone }: { offer: IndustryOffer; tone?: "muted" }) {
  const { packages } = offer;
  const { pricing, ...card } = packageCard;
  return (
    <Section id="packages" tone={tone} {...packages}>
      <PackageGrid tiers={packages.tiers} label={packages.title} {...card} />
      <p data-pricing-note="" className="mt-6 text-center text-sm font-medium text-muted-foreground">
        {pricing}
      </p>
    </Section>
  );
}

/** The page's own band (storm season, how patients are treated, what you pay for): points with a check each. */
export function AdBand({
  offer,
  tone = "muted",
  actions,
}: {
  offer: IndustryOffer;
  tone?: "muted" | "default";
  actions?: ReactNode;
}) {
  const { band } = offer;
  return (
    <Section id="band" tone={tone} eyebrow={band.eyebrow} title={band.title} lead={band.text}>
      {/* The drawn scene the hero had before the callback form took its place: the page's trade at work. */}
      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <div>
          <ul aria-label={band.title} className="grid gap-4">
            {band.points.map((point) => (
              <li key={point} className="flex gap-3 text-base font-medium">
                <Check aria-hidden="true" focusable="false" className="mt-1 size-5 shrink-0" />
                {point}
              </li>
            ))}
          </ul>
          {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>}
        </div>
        <ChatPhone {...offer.hero.scene} />
      </div>
    </Section>
  );
}

/** Answers to the objections, with the same questions and answers as FAQPage data for search engines. */
export function AdFaqSection({ faq, aside, tone }: { faq: AdFaq; aside?: boolean; tone?: "muted" }) {
  return (
    <Section id="faq" eyebrow={faq.eyebrow} title={faq.title} lead={faq.lead} aside={aside} tone={tone}>
      <FaqList items={faq.items} label={faq.title} />
      <JsonLd data={faqJsonLd(faq.items)} />
    </Section>
  );
}

/** The phone's action bar and the tap counter, where the page has a number to call. */
export function AdCallExtras({ phone }: { phone: BusinessPhone | null }) {
  if (!phone) return null;
  return (
    <>
      <CallBar phone={phone} />
      <CallTapScript />
    </>
  );
}
