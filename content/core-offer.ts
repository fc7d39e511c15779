import type { Cta, Step } from "./types";
import { site } from "./site";

export type Testimonial = { name: string; role: string; company: string; quote: string; rating: number };

const bookFree = { kind: "booking", label: "Book Your Free Discovery Call" } satisfies Cta;

export const coreOffer = {
  hero: {
    eyebrow: "Limited-time new client offer",
    title: "Get 50% Off Your First Month of AI Automation",
    lead: "Put your calls, bookings and follow-ups on autopilot for half the price. Your first bot or workflow goes live within 24 hours of kickoff, so your team feels the difference this week, not next quarter.",
    ctas: [
      bookFree,
      { kind: "link", label: "View Services", href: "/services", variant: "secondary" },
    ] satisfies Cta[],
    highlights: [
      "50% off your first month",
      "24-hour setup",
      `Free ${site.discoveryCallMinutes}-minute discovery call`,
    ],
    highlightsLabel: "Offer highlights",
  },
  stats: {
    title: "Results our clients see",
    lead: "Setup takes 24 hours. Here is what happens after that, measured across the businesses we have automated so far.",
    items: [
      { value: "3x", label: "efficiency in the first month" },
      { value: "4.9/5", label: "average client rating" },
      { value: "500+", label: "businesses automated" },
      { value: "$2M+", label: "in cost savings for clients" },
    ],
  },
  testimonials: {
    eyebrow: "Client stories",
    title: "What owners say after month one",
    items: [
      {
        name: "Marisol Vega",
        role: "Owner",
        company: "Ridgeline Roofing & Gutters",
        quote:
          "We used to lose storm-season leads because nobody could pick up the phone on a roof. Now the AI answers every call, qualifies the job and books the estimate. We added eleven inspections in the first month without hiring.",
        rating: 5,
      },
      {
        name: "Dr. Aaron Feld",
        role: "Practice owner",
        company: "Willamette Family Dental",
        quote:
          "Our front desk was buried in confirmations and reschedules. Cascade set up reminders and a booking bot in a day, and our no-shows dropped almost by half. My team finally has time for the patients in the chair.",
        rating: 5,
      },
    ] satisfies Testimonial[],
  },
  discoveryCall: {
    eyebrow: "Free, no obligation",
    title: "What happens on your free discovery call",
    lead: `A ${site.discoveryCallMinutes}-minute working session, not a sales pitch. You leave with a clear picture of what to automate first, whether or not you work with us.`,
    label: "Discovery call agenda",
    steps: [
      {
        number: 1,
        title: "We map your week",
        details:
          "Walk us through how calls, leads, bookings and follow-ups move through your business today.",
      },
      {
        number: 2,
        title: "We find the leaks",
        details:
          "We point out the missed calls, slow replies and manual tasks that cost you the most time and revenue.",
      },
      {
        number: 3,
        title: "You get a plan",
        details:
          "A short list of automations ranked by impact, with what setup involves and how we would measure success.",
      },
    ] satisfies Step[],
  },
  cta: {
    title: "Claim 50% off your first month",
    text: "Book your free consultation today. We can have your first automation live within 24 hours of kickoff.",
    ctas: [
      { kind: "booking", label: "Start Free Consultation" },
      { kind: "link", label: "View Services", href: "/services" },
    ] satisfies Cta[],
  },
};
