import { example, factValue, type Fact } from "@/lib/facts";
import type { Audience } from "@/lib/site-facts/schema";

/**
 * Everything a visitor reads as true about the company, in one place. Each `example(…)` is a placeholder this site
 * ships with: pages show an "Example" mark beside it and /settings' launch checklist lists it until you write your own
 * value in its place, e.g. `demoPhone: "5035550142"` (README: Company facts). Rebuild after editing.
 */

export type Address = { street: string; city: string; region: string; postalCode: string; country: string };

/** An ad page's trade: roofing on /roofers, dental on /dental, general on /automation-offer. */
export type Industry = Exclude<Audience, "all">;

export type Testimonial = {
  name: string;
  role: string;
  company: string;
  quote: string;
  rating: number;
  /** Where it is shown: "all" pages, or the ad pages of these trades only. */
  audiences: readonly Audience[];
  /** A square picture in public/, e.g. "/people/jane-doe.jpg"; without one the initials are shown. */
  photo?: string;
};

export type Founder = {
  name: string;
  role: string;
  bio: string;
  highlights: string[];
  /** A square picture in public/, e.g. "/people/jane-doe.jpg"; without one the initials are shown. */
  photo?: string;
};

type Proof = Record<
  "arrScaled" | "teamMembers" | "efficiency" | "rating" | "businessesAutomated" | "costSavings",
  Fact<string>
>;

export type CompanyFacts = {
  name: Fact<string>;
  email: Fact<string>;
  address: Fact<Address>;
  demoPhone: Fact<string>;
  /** The number visitors call to reach the business (E.164); unset until the owner sets one. */
  businessPhone: string | null;
  bookingUrl: Fact<string>;
  nominationFormUrl: Fact<string>;
  proof: Proof;
  founders: Fact<Founder>[];
  testimonials: Fact<Testimonial>[];
};

const proof: Proof = {
  /** Annual recurring revenue the founders scaled a company past (shown as "$40M+"). */
  arrScaled: example("$40M"),
  /** Team size that company reached. */
  teamMembers: example("600"),
  efficiency: example("3x"),
  rating: example("4.9/5"),
  businessesAutomated: example("500+"),
  costSavings: example("$2M+"),
};

const arr = factValue(proof.arrScaled);
const team = factValue(proof.teamMembers);

export const company: CompanyFacts = {
  name: example("Cascade Scale Systems"),
  email: example("hello@cascadescalesystems.com"),
  address: example<Address>({
    street: "1455 NW Irving St, Suite 600",
    city: "Portland",
    region: "OR",
    postalCode: "97209",
    country: "US",
  }),
  /** Public number of the live demo receptionist (10 digits). */
  demoPhone: example("5035550142"),
  businessPhone: null,
  /** Booking widget on the lead-management provider; BOOKING_URL overrides it. */
  bookingUrl: example("https://api.leadconnectorhq.com/widget/booking/cascade-discovery-call"),
  nominationFormUrl: example("https://forms.gle/cascade-scale-nominate"),
  proof,
  founders: [
    example<Founder>({
      name: "Marcus Hale",
      role: "Co-Founder & CEO",
      bio: `Marcus led revenue for a financial services company from its first hundred customers to more than ${arr} in ARR. He built the call center, the CRM and the coaching program that got it there, and now designs the sales systems behind every build.`,
      highlights: [`${arr}+ ARR scaled`, "Sales systems & coaching"],
    }),
    example<Founder>({
      name: "Nadia Brooks",
      role: "Co-Founder & COO",
      bio: `Nadia ran operations as the same company grew to ${team} team members across three states. She turned onboarding, scheduling and service into documented workflows, and she leads delivery, training and the Profit for People mission.`,
      highlights: [`${team} team members`, "Operations & service"],
    }),
  ],
  testimonials: [
    example<Testimonial>({
      name: "Marisol Vega",
      role: "Owner",
      company: "Ridgeline Roofing & Gutters",
      quote:
        "We used to lose storm-season leads because nobody could pick up the phone on a roof. Now the AI answers every call, qualifies the job and books the estimate. We added eleven inspections in the first month without hiring.",
      rating: 5,
      audiences: ["roofing"],
    }),
    example<Testimonial>({
      name: "Dr. Aaron Feld",
      role: "Practice owner",
      company: "Willamette Family Dental",
      quote:
        "Our front desk was buried in confirmations and reschedules. Cascade set up reminders and a booking bot in a day, and our no-shows dropped almost by half. My team finally has time for the patients in the chair.",
      rating: 5,
      audiences: ["dental"],
    }),
  ],
};
