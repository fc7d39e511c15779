import type { CalendarScript } from "@/components/visuals/calendar-week";
import type { Stat } from "./home";
import type { Cta, Step } from "./types";
import { proof, site } from "./site";

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
    scene: {
      alt: "A week's calendar filling with booked estimates, consultations and follow-ups, and a note that seven calls were booked overnight.",
      title: "Calendar",
      period: "Week one",
      days: ["Mon", "Tue", "Wed", "Thu"],
      times: ["9:00", "10:30", "1:00", "2:30", "4:00"],
      booked: [
        { day: 0, time: 0, label: "Estimate" },
        { day: 0, time: 2, label: "New client" },
        { day: 1, time: 1, label: "Consult" },
        { day: 1, time: 3, label: "Estimate" },
        { day: 2, time: 0, label: "Follow-up" },
        { day: 2, time: 1, label: "New client" },
        { day: 2, time: 4, label: "Estimate" },
        { day: 3, time: 2, label: "Consult" },
        { day: 3, time: 3, label: "New client" },
      ],
      note: { title: "7 calls booked overnight", text: "while the office was closed" },
    } satisfies CalendarScript,
  },
  stats: {
    title: "Results our clients see",
    lead: "Setup takes 24 hours. Here is what happens after that, measured across the businesses we have automated so far.",
    label: "Client results",
    items: [
      { ...proof.efficiency, fact: "efficiency", label: "efficiency in the first month" },
      { ...proof.rating, fact: "rating", label: "average client rating" },
      { ...proof.businessesAutomated, fact: "businessesAutomated", label: "businesses automated" },
      { ...proof.costSavings, fact: "costSavings", label: "in cost savings for clients" },
    ] satisfies Stat[],
  },
  testimonials: {
    eyebrow: "Client stories",
    title: "What owners say after month one",
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
