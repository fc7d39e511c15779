import type { ChatScript } from "@/components/visuals/chat-phone";
import type { Stat } from "./home";
import type { Card, Cta } from "./types";
import type { Industry } from "./company";
import { bookingLabel, proof, site } from "./site";

export type PackageTier = { name: string; description: string; features: string[]; popular?: boolean };

export type IndustryOffer = {
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    ctas: Cta[];
    highlights: string[];
    highlightsLabel: string;
    scene: ChatScript;
  };
  proof: {
    eyebrow: string;
    title: string;
    lead: string;
    /** Whose testimonials the page may show (lib/site-facts/resolve.ts: testimonialsFor). */
    industry: Industry;
    stats: Stat[];
    statsLabel: string;
  };
  packages: { eyebrow: string; title: string; lead: string; tiers: PackageTier[] };
  /** A band the page puts where its audience needs it (roofers: storm urgency; dental: how it treats patients). */
  band: { eyebrow: string; title: string; text: string; points: string[] };
  why: { eyebrow: string; title: string; cards: Card[] };
  cta: { title: string; text: string; ctas: Cta[] };
};

export type IndustryKey = "roofers" | "dental" | "general";

/** Shared by the package cards of every ad page; the pricing line is said once, under the cards, not on each. */
export const packageCard = {
  pricing: "Pricing provided after free discovery appointment.",
  popularLabel: "Most popular",
  cta: { kind: "booking", label: bookingLabel },
} satisfies { pricing: string; popularLabel: string; cta: Cta };

// An ad page asks for one thing: the call. Every button on it books one.
const heroCtas: Cta[] = [{ kind: "booking", label: bookingLabel }];
const closingCtas: Cta[] = [{ kind: "booking", label: bookingLabel }];
const highlightsLabel = "What you get";
const guaranteeLine = `${site.guaranteeDays}-day performance guarantee`;

const numbers = {
  efficiency: { ...proof.efficiency, fact: "efficiency", label: "efficiency in the first month" },
  rating: { ...proof.rating, fact: "rating", label: "average client rating" },
  businessesAutomated: {
    ...proof.businessesAutomated,
    fact: "businessesAutomated",
    label: "businesses automated",
  },
  costSavings: { ...proof.costSavings, fact: "costSavings", label: "saved for clients" },
} satisfies Record<string, Stat>;

/** The numbers that matter to the page's audience; the page adds a client story from the visitor's own trade. */
const proofFor = (industry: Industry, stats: Stat[]) => ({
  eyebrow: "Results",
  industry,
  statsLabel: "Client results",
  stats,
});
const custom = (fit: string): PackageTier => ({
  name: "Custom Package",
  description: `Tailored to your ${fit}, with only the pieces you need.`,
  features: [
    "Scoped with you on the discovery call",
    "Any mix of bots, campaigns, dashboards and coaching",
    "Integrations with the software you already use",
    "Built to the benchmarks we agree together",
  ],
});
const call = `free ${site.discoveryCallMinutes}-minute discovery call`;

export const industries: Record<IndustryKey, IndustryOffer> = {
  roofers: {
    hero: {
      eyebrow: "For roofing contractors",
      title: "AI Automation That Books More Roofing Jobs",
      lead: "Answer every storm-season call, qualify the job and put the estimate on your calendar while your crews stay on the roof.",
      ctas: heroCtas,
      highlights: ["Every storm call answered", "Estimates booked on your calendar", guaranteeLine],
      highlightsLabel,
      scene: {
        alt: "An AI receptionist answering a roofing call at 6:52 PM: it asks about the hail damage and insurance, books a roof inspection for Thursday at 9:00 AM and logs the claim in the CRM.",
        name: "AI receptionist · Peak Roofing",
        status: "Answering now",
        channel: "Incoming call · 6:52 PM",
        messages: [
          { from: "assistant", text: "Peak Roofing, thanks for calling. Is this about storm damage?" },
          { from: "caller", text: "Yes, hail last night. Some shingles are gone." },
          { from: "assistant", text: "Sorry to hear it. Is the home insured, and what is the address?" },
          { from: "caller", text: "It is. 1420 Alder Street." },
        ],
        booking: { label: "Booked", title: "Thu 9:00 AM · Roof inspection", detail: "Insurance claim noted" },
        done: ["Logged in CRM", "Text confirmation sent"],
        notes: [
          { value: "0", label: "storm calls missed" },
          { value: "12", label: "inspections booked this week" },
        ],
      },
    },
    proof: {
      ...proofFor("roofing", [numbers.efficiency, numbers.businessesAutomated]),
      title: "What changes when every call is answered",
      lead: "Results across the businesses we have automated, and a roofer who stopped losing storm-season leads.",
    },
    packages: {
      eyebrow: "Four ways to start",
      title: "Roofing packages",
      lead: "Start with lead capture and booking, then add retention, reporting and a full AI suite as you grow.",
      tiers: [
        {
          name: "Essentials",
          description: "Catch and book every lead, day or night.",
          features: [
            "AI qualifying bot for calls, chat and texts",
            "Screens job type, roof age, insurance claim and address",
            "Appointment-setting into your estimators' calendars",
            "Instant confirmations to the homeowner",
          ],
        },
        {
          name: "Pro",
          description: "Essentials plus the follow-up that turns jobs into repeat business.",
          features: [
            "Everything in Essentials",
            "Retention campaigns: inspections, maintenance and review requests",
            "Referral and warranty follow-ups",
            "Reporting dashboards for leads, bookings and close rates",
          ],
          popular: true,
        },
        {
          name: "Enterprise",
          description: "The full AI suite for multi-crew, multi-market operations.",
          features: [
            "Everything in Pro",
            "Training and coaching bots for sales reps and canvassers",
            "Customer service bots for job status and claim questions",
            "Workflow automation from estimate to final invoice",
          ],
        },
        custom("crews, service area and season"),
      ],
    },
    band: {
      eyebrow: "Storm season",
      title: "The next hailstorm brings every call at once",
      text: "The roofer who answers first usually gets the inspection. Have every call answered and booked before the storm, not after it.",
      points: [
        "Every caller answered, however many ring at once",
        "Job type, roof age, insurance and address asked the same way each time",
        "Inspections booked straight onto your estimators' calendars",
      ],
    },
    why: {
      eyebrow: "Why roofers automate",
      title: "Built for the way roofing sells",
      cards: [
        {
          icon: "zap",
          title: "Storm surges",
          description:
            "After a hailstorm every homeowner calls at once. Your AI answers all of them, not just the first few.",
        },
        {
          icon: "hammer",
          title: "Crews on the roof",
          description:
            "Nobody has to climb down to grab the phone. Leads are qualified and booked while work continues.",
        },
        {
          icon: "repeat",
          title: "Long decision cycles",
          description:
            "Automatic follow-ups keep estimates warm until the homeowner or adjuster is ready to sign.",
        },
      ],
    },
    cta: {
      title: "Book more roofs this season",
      text: `On a ${call} we map your lead flow and recommend the package that fits. Pricing follows the call.`,
      ctas: closingCtas,
    },
  },
  dental: {
    hero: {
      eyebrow: "For dental practices",
      title: "AI Automation That Keeps Your Chairs Full",
      lead: "Reminders that cut no-shows, a bot that books new patients around the clock and campaigns that bring missed patients back.",
      ctas: heroCtas,
      highlights: ["New-patient calls answered 24/7", "Reminders that cut no-shows", guaranteeLine],
      highlightsLabel,
      scene: {
        alt: "An AI receptionist chatting with a new dental patient at 8:41 PM: it asks about insurance, books a new-patient cleaning for Monday at 10:30 AM and queues a reminder.",
        name: "AI receptionist · Bright Smile Dental",
        status: "Online now",
        channel: "Website chat · 8:41 PM",
        messages: [
          { from: "assistant", text: "Welcome to Bright Smile Dental! Are you a new or returning patient?" },
          { from: "caller", text: "New. I need a cleaning." },
          { from: "assistant", text: "Happy to help. Do you have dental insurance?" },
          { from: "caller", text: "Yes, a PPO through work." },
        ],
        booking: {
          label: "Booked",
          title: "Mon 10:30 AM · New-patient cleaning",
          detail: "Reminder set for Sunday",
        },
        done: ["Insurance captured", "Added to schedule"],
        notes: [
          { value: "3", label: "new patients booked tonight" },
          { value: "24/7", label: "calls, chat and texts" },
        ],
      },
    },
    proof: {
      ...proofFor("dental", [numbers.rating, numbers.businessesAutomated]),
      title: "What changes at the front desk",
      lead: "Results across the businesses we have automated, and a practice that cut its no-shows.",
    },
    packages: {
      eyebrow: "Choose your pace",
      title: "Dental packages",
      lead: "Start with reminders and booking, then add patient reactivation and end-to-end automation.",
      tiers: [
        {
          name: "Essentials",
          description: "Fewer no-shows and every new-patient call answered.",
          features: [
            "Automated appointment reminders and confirmations by text and email",
            "AI qualifying bot for new-patient calls, chat and texts",
            "Captures insurance and reason for visit before booking",
            "Books straight into your practice schedule",
          ],
        },
        {
          name: "Pro",
          description: "Essentials plus campaigns that win back missed and cancelled patients.",
          features: [
            "Everything in Essentials",
            "Reactivation campaigns for missed and cancelled appointments",
            "Rebooking offers by text and email",
            "Follow-ups that stop as soon as the patient rebooks",
          ],
          popular: true,
        },
        {
          name: "Enterprise",
          description: "End-to-end automation for busy and multi-location practices.",
          features: [
            "Everything in Pro",
            "End-to-end workflow automation from first call to post-visit follow-up",
            "Intake details routed to the right team member",
            "Reporting dashboards for bookings, no-shows and reactivated patients",
          ],
        },
        custom("practice, providers and patient mix"),
      ],
    },
    band: {
      eyebrow: "How it treats your patients",
      title: "Calm, clear and on your terms",
      text: "Your patients hear your practice's voice, and your team decides what the assistant says and when it hands over.",
      points: [
        "Scripts written with your team and trained on before anything goes live",
        "Tested on real calls and messages, then live in stages",
        "Every conversation logged where your front desk can see it",
        "Documented processes that stay yours, whatever happens",
      ],
    },
    why: {
      eyebrow: "Why practices automate",
      title: "Give your front desk its time back",
      cards: [
        {
          icon: "users",
          title: "Front desk overload",
          description:
            "Confirmations and reschedules move to the AI, so your team can focus on the patients in front of them.",
        },
        {
          icon: "calendarX",
          title: "Costly empty chairs",
          description: "Reminders and quick rebooking fill gaps before they turn into lost production.",
        },
        {
          icon: "refresh",
          title: "Patients who drift away",
          description:
            "Reactivation campaigns reach the patients who missed or cancelled and bring them back.",
        },
      ],
    },
    cta: {
      title: "Fill your schedule, not your front desk's inbox",
      text: `On a ${call} we review your scheduling flow and recommend the package that fits. Pricing follows the call.`,
      ctas: closingCtas,
    },
  },
  general: {
    hero: {
      eyebrow: "For small and mid-sized teams",
      title: "AI Automation Packages for Growing Businesses",
      lead: "Qualify leads, book appointments, re-engage quiet contacts and see it all on one dashboard, without adding headcount.",
      ctas: heroCtas,
      highlights: ["Replies in seconds, day or night", "Follow-ups that never slip", guaranteeLine],
      highlightsLabel,
      scene: {
        alt: "An AI assistant following up a quote request by text at 7:05 PM: it books a quote call for Wednesday at 2:30 PM, logs it in the CRM and sets a reminder.",
        name: "AI assistant · Oakline Insurance",
        status: "Online now",
        channel: "Text message · 7:05 PM",
        messages: [
          {
            from: "assistant",
            text: "Hi, it's Oakline Insurance. Still looking for a quote on your auto policy?",
          },
          { from: "caller", text: "Yes. Can someone call me tomorrow?" },
          { from: "assistant", text: "Of course. Is 11:00 AM or 2:30 PM better for you?" },
          { from: "caller", text: "2:30 works." },
        ],
        booking: {
          label: "Booked",
          title: "Wed 2:30 PM · Quote call",
          detail: "Reminder set for the morning",
        },
        done: ["Logged in CRM", "Drip paused"],
        notes: [
          { value: "9 s", label: "average first reply" },
          { value: "31", label: "quiet leads re-engaged" },
        ],
      },
    },
    proof: {
      ...proofFor("general", [
        numbers.efficiency,
        numbers.costSavings,
        numbers.businessesAutomated,
        numbers.rating,
      ]),
      title: "What changes in month one",
      lead: "Results across the businesses we have automated, and one owner's first month.",
    },
    packages: {
      eyebrow: "The offer",
      title: "Automation packages",
      lead: "Pick a starting point. Every package is built around your business and documented so it stays yours.",
      tiers: [
        {
          name: "Essentials",
          description: "Respond to every lead in seconds and book the good ones.",
          features: [
            "AI qualifying bot for calls, chat and texts",
            "Your screening questions, asked the same way every time",
            "Appointment-setting into your team's calendars",
            "Every conversation logged in your CRM",
          ],
        },
        {
          name: "Pro",
          description: "Essentials plus re-engagement and clear reporting.",
          features: [
            "Everything in Essentials",
            "Re-engagement drips for quiet leads and past customers",
            "Reporting dashboards for leads, bookings and revenue",
            "Monthly review of results with our team",
          ],
          popular: true,
        },
        {
          name: "Enterprise",
          description: "A full AI bot suite wired into how your whole team works.",
          features: [
            "Everything in Pro",
            "Full AI bot suite for sales, booking and support",
            "Customer service bots for common questions and requests",
            "Workflow integration with your CRM, calendar and tools",
          ],
        },
        custom("business, team and goals"),
      ],
    },
    band: {
      eyebrow: "What you pay for",
      title: "You pay the true cost to build. We profit when it performs.",
      text: "The build cost is itemized in your blueprint. Our profit is tied to benchmarks we agree with you in writing, so we earn when the system returns.",
      points: [
        "Itemized build cost before anything is built",
        "Benchmarks agreed in writing",
        "First bot or workflow live within 24 hours of kickoff",
      ],
    },
    why: {
      eyebrow: "Why automate now",
      title: "Small team, big-company follow-through",
      cards: [
        {
          icon: "timer",
          title: "Speed to lead",
          description:
            "The first business to respond usually wins the job. Your AI replies in seconds, around the clock.",
        },
        {
          icon: "mail",
          title: "Follow-up that never slips",
          description:
            "Drips and reminders go out on time, every time, without anyone keeping a spreadsheet.",
        },
        {
          icon: "chart",
          title: "Numbers you can trust",
          description:
            "Dashboards show what every lead, call and campaign returns, so you know where to invest next.",
        },
      ],
    },
    cta: {
      title: `Find the right package in ${site.discoveryCallMinutes} minutes`,
      text: `On a ${call} we learn how your business runs and recommend where to start. Pricing follows the call.`,
      ctas: closingCtas,
    },
  },
};
