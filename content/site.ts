import { factValue as value, marked, type Marked } from "@/lib/facts";
import { company } from "./company";

const name = value(company.name);

/** The wordmark sets the last word small under the rest: "Cascade Scale" over "SYSTEMS". */
export function wordmarkOf(name: string) {
  const words = name.trim().split(/\s+/);
  const lead = words.length > 1 ? words.slice(0, -1).join(" ") : name;
  return { primary: lead, secondary: words.length > 1 ? words.at(-1)! : "" };
}
const wordmark = wordmarkOf(name);

/** The company's facts (content/company.ts) as plain values, beside the brand copy and the offer's terms. */
export const site = {
  name,
  shortName: wordmark.primary,
  wordmark,
  tagline: "We architect systems that scale profit and people.",
  motto: "Profit for People",
  description:
    "AI automation agency: voice and chat bots, appointment setting, workflow automation, CRM and reporting. You pay the true cost to build; we profit only when your system performs.",
  email: value(company.email),
  address: value(company.address),
  /** Public number of the live demo receptionist (10 digits). */
  demoPhone: value(company.demoPhone),
  /** Booking widget on the lead-management provider; BOOKING_URL overrides it. */
  bookingUrl: value(company.bookingUrl),
  leadSource: "website_discovery_booking",
  nominationFormUrl: value(company.nominationFormUrl),
  assistantName: "AIden",
  discoveryCallMinutes: 30,
  replyWithinHours: 24,
  guaranteeDays: 90,
  legalUpdated: "2026-11-22",
} as const;

/** Headline numbers, each with whether it is still an example (content/company.ts). */
export const proof = Object.fromEntries(
  Object.entries(company.proof).map(([key, fact]) => [key, marked(fact)]),
) as Record<keyof typeof company.proof, Marked<string>>;

/** The one reply-time promise the site makes, wherever it makes it (pages, forms, emails). */
export const replyPromise = `We reply within ${site.replyWithinHours} hours, Monday to Friday.`;

// Navigation lives on its own so the header's client code ships without the company's facts.
export {
  bookingLabel,
  campaignPaths,
  chromeLabels,
  compactBookingLabel,
  footerLinks,
  legalLinks,
  nav,
} from "./navigation";

export function formatPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Beside a company fact that is still an example (content/company.ts), wherever a visitor reads it. */
export const exampleMark = {
  label: "Example",
  hint: "Example content, shown until the company's own is added",
} as const;
