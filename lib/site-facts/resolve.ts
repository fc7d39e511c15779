import "server-only";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { Address, CompanyFacts, Founder, Industry, Testimonial } from "@/content/company";
import { marked, shown, type Marked, type Shown } from "@/lib/facts";
import { imageUrl } from "./image-url";
import type { ImageRef, OwnerFacts, ProofKey } from "./schema";

/** A number as a page shows it and dials it. */
export type PhoneFact = { e164: string; display: string; href: string };

/** A picture as a page needs it: our own URL, and its size (set on the img, so nothing shifts). */
export type Photo = { src: string; width: number; height: number };

export type ShownTestimonial = Shown<Omit<Testimonial, "photo">> & { photo?: Photo };
export type ShownFounder = Shown<Omit<Founder, "photo">> & { photo?: Photo };
export type ShownLogo = { id: string; name: string; url?: string; image: Photo };

/**
 * The site's facts as the pages show them: the owner's published value where there is one, otherwise the shipped
 * default (content/company.ts) with whether it is an example. Plain JSON, so it can be cached.
 */
export type SiteFacts = {
  /** The published version these come from; null: nothing published, all defaults. */
  version: number | null;
  name: Marked<string>;
  email: Marked<string>;
  address: Marked<Address>;
  demoPhone: Marked<PhoneFact>;
  /** The business's own number for calls: null until the owner sets one (never an example). */
  businessPhone: PhoneFact | null;
  bookingUrl: Marked<string>;
  nominationFormUrl: Marked<string>;
  proof: Record<ProofKey, Marked<string>>;
  testimonials: ShownTestimonial[];
  founders: ShownFounder[];
  logos: ShownLogo[];
};

/** A number as written in content/ (10 US digits) or stored (E.164), ready to show and dial. */
export function phoneFact(number: string): PhoneFact {
  const parsed = parsePhoneNumberFromString(number, "US");
  if (!parsed) return { e164: number, display: number, href: `tel:${number.replace(/[^+\d]/g, "")}` };
  const display = parsed.country === "US" ? parsed.formatNational() : parsed.formatInternational();
  return { e164: parsed.number, display, href: `tel:${parsed.number}` };
}

const photoOf = (image: ImageRef | undefined): Photo | undefined =>
  image && { src: imageUrl(image.id), width: image.width, height: image.height };

const ownValue = <T>(value: T): Marked<T> => ({ value, example: false });

export function resolveFacts(
  defaults: CompanyFacts,
  own: OwnerFacts,
  version: number | null = null,
): SiteFacts {
  const pick = <T>(value: T | undefined, fallback: Parameters<typeof marked<T>>[0]): Marked<T> =>
    value === undefined ? marked(fallback) : ownValue(value);
  const demo = marked(defaults.demoPhone);
  const proof = Object.fromEntries(
    Object.entries(defaults.proof).map(([key, fact]) => [key, pick(own.proof?.[key as ProofKey], fact)]),
  ) as Record<ProofKey, Marked<string>>;
  return {
    version,
    name: pick(own.name, defaults.name),
    email: pick(own.email, defaults.email),
    address: pick(own.address, defaults.address),
    demoPhone: own.demoPhone
      ? ownValue(phoneFact(own.demoPhone))
      : { value: phoneFact(demo.value), example: demo.example },
    businessPhone: own.businessPhone
      ? phoneFact(own.businessPhone)
      : defaults.businessPhone
        ? phoneFact(defaults.businessPhone)
        : null,
    bookingUrl: pick(own.bookingUrl, defaults.bookingUrl),
    nominationFormUrl: pick(own.nominationFormUrl, defaults.nominationFormUrl),
    proof,
    testimonials: own.testimonials
      ? own.testimonials.map(({ id: _id, photo, ...t }) => ({ ...t, photo: photoOf(photo), example: false }))
      : defaults.testimonials.map((fact) => {
          const { photo, ...t } = shown(fact);
          return { ...t, photo: photo ? { src: photo, width: 160, height: 160 } : undefined };
        }),
    founders: own.founders
      ? own.founders.map(({ id: _id, photo, ...f }) => ({ ...f, photo: photoOf(photo), example: false }))
      : defaults.founders.map((fact) => {
          const { photo, ...f } = shown(fact);
          return { ...f, photo: photo ? { src: photo, width: 160, height: 160 } : undefined };
        }),
    logos: (own.logos ?? []).map(({ id, name, url, image }) => ({ id, name, url, image: photoOf(image)! })),
  };
}

/** The testimonials an ad page of this trade may show: its own, and those meant for every page. */
export const testimonialsFor = (facts: SiteFacts, industry: Industry) =>
  facts.testimonials.filter((t) => t.audiences.includes("all") || t.audiences.includes(industry));
