import type { ChatScript } from "@/components/visuals/chat-phone";
import { isExample } from "@/lib/facts";
import type { Card, Cta, Step } from "./types";
import { company } from "./company";
import { guarantee } from "./guarantee";
import { bookingLabel, formatPhone, site } from "./site";

/** A number to call; `example` while it is still the placeholder in content/company.ts. */
export type PhoneLine = { label: string; display: string; href: string; note: string; example: boolean };

export const demoLine: PhoneLine = {
  label: "Call the live demo line",
  display: formatPhone(site.demoPhone),
  href: `tel:+1${site.demoPhone}`,
  note: "Answered 24/7 by our AI receptionist. A full booking takes about three minutes.",
  example: isExample(company.demoPhone),
};

export const demoBot = {
  hero: {
    eyebrow: "24/7 AI receptionist and appointment center",
    title: "Never Miss a Call, Lead, or Client Again",
    lead: "Your AI receptionist answers every call, chat and text in your brand voice, books straight into your calendar and logs every conversation in your CRM, even at 2 a.m. on a holiday.",
    ctas: [
      { kind: "booking", label: bookingLabel },
      { kind: "link", label: "Try It Live", href: "#try-it-live", variant: "secondary" },
    ] satisfies Cta[],
    highlights: ["Answers 24/7, every day of the year", "Phone, chat and SMS", "Books into your calendar"],
    highlightsLabel: "Receptionist highlights",
    scene: {
      alt: "An AI receptionist answering a call at 2:14 AM: it books a leak repair for 7:30 AM, logs the call in the CRM and texts a confirmation.",
      name: "AI receptionist · Northside Plumbing",
      status: "Answering now",
      channel: "Incoming call · 2:14 AM",
      messages: [
        { from: "assistant", text: "Thanks for calling Northside Plumbing. How can I help tonight?" },
        { from: "caller", text: "Water is leaking under my kitchen sink." },
        { from: "assistant", text: "I can have a technician there first thing. Does 7:30 AM work?" },
        { from: "caller", text: "Yes, please." },
      ],
      booking: { label: "Booked", title: "Tue 7:30 AM · Leak repair", detail: "On-call crew notified" },
      done: ["Logged in CRM", "Text confirmation sent"],
      notes: [
        { value: "0", label: "missed calls this week" },
        { value: "24/7", label: "phone, chat and SMS" },
      ],
    } satisfies ChatScript,
  },
  pains: {
    eyebrow: "The problem",
    title: "Every unanswered call is a client you paid to attract",
    lead: "Most callers who reach voicemail simply call the next business on the list. These are the leaks we hear about on almost every discovery call.",
    label: "Pain points",
    cards: [
      {
        icon: "phoneMissed",
        title: "Missed calls",
        description:
          "Calls after hours, at lunch or during a rush go to voicemail, and new leads rarely leave one.",
      },
      {
        icon: "users",
        title: "Busy staff",
        description: "Your front desk juggles the phone, walk-ins and paperwork, so someone always waits.",
      },
      {
        icon: "calendarX",
        title: "Lost appointment requests",
        description: "Booking requests sit in inboxes and web forms until the prospect has booked elsewhere.",
      },
      {
        icon: "clipboard",
        title: "Admin follow-ups",
        description: "Confirmations, reminders and callbacks eat hours that should go to paying clients.",
      },
    ] satisfies Card[],
  },
  features: {
    eyebrow: "Receptionist features",
    title: "A receptionist that never takes a day off",
    lead: "Seven jobs your AI receptionist handles from day one, trained on your services, prices and policies.",
    cards: [
      {
        icon: "messages",
        title: "Answers by phone, chat and SMS",
        description:
          "One receptionist covers your phone line, website chat and text messages, so every channel gets an instant, consistent reply.",
      },
      {
        icon: "smile",
        title: "Greets in your brand voice",
        description: "Uses your business name, tone and answers to common questions.",
      },
      {
        icon: "calendarCheck",
        title: "Pre-qualifies and books",
        description: "Asks your screening questions, then books into your live calendar.",
      },
      {
        icon: "refresh",
        title: "Reschedules, cancels and confirms",
        description: "Handles changes without a single call to your front desk.",
      },
      {
        icon: "siren",
        title: "Routes urgent calls",
        description: "Emergencies and VIPs go straight to the right person on your team.",
      },
      {
        icon: "database",
        title: "Logs every interaction in your CRM",
        description: "Transcripts, contact details and outcomes land where your team works.",
      },
      {
        icon: "bell",
        title: "Sends automatic reminders",
        description: "Text and email reminders cut no-shows and last-minute gaps.",
      },
    ] satisfies Card[],
  },
  howItWorks: {
    eyebrow: "How it works",
    title: "Live in three steps",
    steps: [
      {
        number: 1,
        title: "We learn your business",
        details: "We study your services, hours, pricing, booking rules and the questions callers ask most.",
      },
      {
        number: 2,
        title: "We build and train your bot",
        details:
          "We script the conversations, connect your calendar and CRM, and test against real call scenarios.",
      },
      {
        number: 3,
        title: "You go live",
        details:
          "Calls, chats and texts route to your receptionist. We monitor results and tune it every week.",
      },
    ] satisfies Step[],
  },
  tryItLive: {
    id: "try-it-live",
    eyebrow: "Try it live",
    title: "Call our AI receptionist right now",
    lead: "The fastest way to judge it is to talk to it. Play the part of a new customer and see what your callers would experience.",
    line: demoLine,
    label: "Live demo steps",
    steps: [
      {
        number: 1,
        title: "Call the demo line",
        details: `Dial ${demoLine.display} from any phone. The receptionist picks up on the first ring, day or night.`,
      },
      {
        number: 2,
        title: "Ask like a real customer",
        details:
          "Ask about services, hours or pricing, or describe an urgent problem and hear how it is routed.",
      },
      {
        number: 3,
        title: "Book an appointment",
        details: "Pick a time. It checks availability, confirms the slot and collects your name and number.",
      },
      {
        number: 4,
        title: "See the follow-up",
        details:
          "A confirmation text arrives within seconds, exactly like the ones your customers would get.",
      },
    ] satisfies Step[],
  },
  audiences: {
    eyebrow: "Who it's for",
    title: "Built for businesses that live on the phone",
    cards: [
      {
        icon: "stethoscope",
        title: "Dental and medical offices",
        description: "Book, confirm and fill cancellations while your team stays with patients.",
      },
      {
        icon: "wrench",
        title: "Home services",
        description: "Catch emergency calls and quote requests while your crews are on the job.",
      },
      {
        icon: "scale",
        title: "Law firms and consultants",
        description: "Screen new inquiries and book consultations without billable time lost.",
      },
      {
        icon: "house",
        title: "Real estate and mortgage",
        description: "Answer buyer and borrower leads in seconds, before a competitor does.",
      },
      {
        icon: "scissors",
        title: "Med-spas and salons",
        description: "Fill the book around the clock and send reminders that cut no-shows.",
      },
      {
        icon: "store",
        title: "Small businesses",
        description: "Sound like a bigger team without adding payroll or a call center.",
      },
    ] satisfies Card[],
  },
  guarantee,
  cta: {
    title: "Stop sending callers to voicemail",
    text: `Book a free ${site.discoveryCallMinutes}-minute discovery call. We will map your call flow and show what your AI receptionist would handle in week one.`,
    ctas: [
      { kind: "booking", label: bookingLabel },
      { kind: "link", label: "View Services", href: "/services" },
    ] satisfies Cta[],
  },
};
