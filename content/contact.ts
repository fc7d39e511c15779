import type { Cta } from "./types";
import { replyPromise, site } from "./site";

/** The card shown in a form page's slot until (and beside) the form: a direct route to a call. */
export type TalkCardContent = {
  title: string;
  text: string;
  points?: readonly string[];
  pointsLabel?: string;
  cta: Cta;
  emailLabel: string;
};

export type ContactDetailsContent = {
  title: string;
  emailLabel: string;
  addressLabel: string;
  addressLines: readonly string[];
  replyLabel: string;
  replyNote: string;
  cta: Cta;
};

const bookingCta: Cta = { kind: "booking", label: "Book a Discovery Call" };

export const contactPage = {
  hero: {
    eyebrow: "Contact",
    title: "Contact Us",
    lead: "Tell us where your leads, calls or follow-ups are slipping. A real person reads every message and replies with a clear next step, not a sales script.",
  },
  details: {
    title: "Contact details",
    emailLabel: "Email",
    addressLabel: "Office",
    addressLines: [
      site.name,
      site.address.street,
      `${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
    ],
    replyLabel: "Response time",
    replyNote: replyPromise,
    cta: bookingCta,
  } satisfies ContactDetailsContent,
};
