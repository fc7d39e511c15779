import type { ReplyScript } from "@/components/visuals/reply-card";
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
  phoneLabel: string;
  replyLabel: string;
  replyNote: string;
  cta: Cta;
};

const bookingCta: Cta = { kind: "booking", label: "Book a Discovery Call" };

export const contactPage = {
  hero: {
    eyebrow: "A person reads every message",
    title: "Contact Us",
    lead: "Tell us where your leads, calls or follow-ups are slipping. A real person reads every message and replies with a clear next step, not a sales script.",
    scene: {
      alt: `What happens after you write to us: it is stored the moment you send it, read by a person and answered within ${site.replyWithinHours} hours, Monday to Friday.`,
      message: {
        label: "Just in",
        subject: "Our calls go to voicemail after 5",
        text: "We're a 12-person HVAC company and most evening calls never get a callback. Can you help?",
      },
      steps: [
        { icon: "mailCheck", title: "Received", detail: "Stored the moment you send it" },
        { icon: "users", title: "Read by a person", detail: "Not a bot, not a sales script" },
        {
          icon: "clock",
          title: `A reply within ${site.replyWithinHours} hours`,
          detail: "Monday to Friday, with a clear next step",
        },
      ],
    } satisfies ReplyScript,
  },
  details: {
    title: "Contact details",
    emailLabel: "Email",
    addressLabel: "Office",
    phoneLabel: "Phone",
    replyLabel: "Response time",
    replyNote: replyPromise,
    cta: bookingCta,
  } satisfies ContactDetailsContent,
};
