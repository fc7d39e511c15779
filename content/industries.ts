import type { Card, Cta } from "./types";
import { bookingLabel, site } from "./site";

export type PackageTier = { name: string; description: string; features: string[]; popular?: boolean };

export type IndustryOffer = {
  hero: { eyebrow: string; title: string; lead: string; ctas: Cta[] };
  packages: { eyebrow: string; title: string; lead: string; tiers: PackageTier[] };
  why: { eyebrow: string; title: string; cards: Card[] };
  cta: { title: string; text: string; ctas: Cta[] };
};

export type IndustryKey = "roofers" | "dental" | "general";

/** Shared by every package card on every industry page. */
export const packageCard = {
  note: "Pricing provided after free discovery appointment.",
  popularLabel: "Most popular",
  cta: { kind: "booking", label: bookingLabel },
} satisfies { note: string; popularLabel: string; cta: Cta };

const heroCtas = (href: string): Cta[] => [
  { kind: "booking", label: bookingLabel },
  { kind: "link", label: "Compare Packages", href, variant: "secondary" },
];
const closingCtas: Cta[] = [
  { kind: "booking", label: bookingLabel },
  { kind: "link", label: "Try the AI Receptionist", href: "/demo-bot" },
];
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
      ctas: heroCtas("#packages"),
    },
    packages: {
      eyebrow: "Packages",
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
      ctas: heroCtas("#packages"),
    },
    packages: {
      eyebrow: "Packages",
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
      eyebrow: "For growing businesses",
      title: "AI Automation Packages for Growing Businesses",
      lead: "Qualify leads, book appointments, re-engage quiet contacts and see it all on one dashboard, without adding headcount.",
      ctas: heroCtas("#packages"),
    },
    packages: {
      eyebrow: "Packages",
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
