import type { Address } from "./company";
import { site } from "./site";

/** Text with optional inline links, so a paragraph can point at an email address or another page. */
export type Inline = string | { text: string; href: string };
export type Paragraph = string | readonly Inline[];
/** A list item, optionally led by a bold term ("Contact form: your name, ..."). */
export type Bullet = Paragraph | { term: string; text: Paragraph };

export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: readonly Paragraph[];
  bullets?: readonly Bullet[];
  /** Shown after the bullets in a highlighted box, e.g. statements carriers require word for word. */
  callout?: readonly Paragraph[];
};

export type LegalDocument = {
  eyebrow: string;
  title: string;
  lead: string;
  /** ISO date (YYYY-MM-DD), formatted on render. */
  updated: string;
  updatedLabel: string;
  questionsLabel: string;
  contact: { text: string; href: string };
  tocLabel: string;
  sections: readonly LegalSection[];
};

/** Who the documents are from: the company's name, email and address as published (lib/site-facts). */
export type LegalParty = { name: string; email: string; address: Address };

/** The shipped defaults (content/company.ts), for what is written before any publish. */
export const shippedParty: LegalParty = { name: site.name, email: site.email, address: site.address };

export const legalEmail = ({ email }: LegalParty) => ({ text: email, href: `mailto:${email}` });
export const privacyLink = { text: "Privacy Policy", href: "/privacy" };
export const termsLink = { text: "Terms of Service", href: "/terms" };
export const postalAddress = ({ name, address: a }: LegalParty) =>
  `${name}, ${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
export const smsProgram = ({ name }: LegalParty) => `${name} Updates`;

export const contactSection = (party: LegalParty): LegalSection => ({
  id: "contact",
  heading: "Contact us",
  paragraphs: [
    [
      "Email ",
      legalEmail(party),
      " with any question about this document or your information. We reply within two business days.",
    ],
    `By mail: ${postalAddress(party)}.`,
  ],
});

/** The hero's sheet on a legal page: the first headings of the document, for a glance at what it covers. */
export const legalOutline = {
  title: "What this covers",
  size: 5,
  alt: (document: string, headings: readonly string[]) =>
    `The ${document} covers ${headings.join(", ")} and more.`,
};
