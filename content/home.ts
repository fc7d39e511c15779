import type { DashboardScript } from "@/components/visuals/leads-dashboard";
import type { Compared } from "@/components/sections/comparison";
import type { ProofKey } from "@/lib/site-facts/schema";
import type { Card, Cta, Step } from "./types";
import { proof, site } from "./site";

/**
 * A headline number; `example` when it is still a placeholder in content/company.ts. `fact`: which of the owner's
 * numbers it shows (replaced at render with the published one), `suffix` written after it.
 */
export type Stat = { value: string; label: string; example?: boolean; fact?: ProofKey; suffix?: string };

export const homeHero = {
  eyebrow: site.motto,
  title: "Systems That Work and Scale",
  lead: "You pay only the true cost to build your custom AI system. We earn our profit once it is live and performing against the benchmarks we agree on together.",
  ctas: [
    { kind: "link", label: "Build Your System", href: "/intake", variant: "primary" },
    { kind: "booking", label: "Book a Discovery Call" },
  ] satisfies Cta[],
  stats: [
    {
      ...proof.arrScaled,
      value: `${proof.arrScaled.value}+`,
      fact: "arrScaled",
      suffix: "+",
      label: "ARR scaled",
    },
    { ...proof.teamMembers, fact: "teamMembers", label: "team members" },
    { value: "1 in 10", label: "builds sponsored" },
  ] satisfies Stat[],
  statsLabel: "Track record",
  scene: {
    alt: "A dashboard of one week's leads: 118 new leads, 38 calls booked and every call answered, with leads by source from ads, website chat, phone calls and referrals.",
    title: "Leads dashboard",
    period: "This week",
    kpis: [
      { label: "New leads", value: "118" },
      { label: "Calls booked", value: "38" },
      { label: "Calls answered", value: "100%" },
    ],
    chartTitle: "Leads by source",
    sources: [
      { label: "Google Ads", value: 42 },
      { label: "Website chat", value: 31 },
      { label: "Phone calls", value: 27 },
      { label: "Referrals", value: 18 },
    ],
    trend: [3, 4, 5, 5, 6, 7, 8],
    trendLabel: "Calls booked per day",
    note: { title: "Booked at 11:48 PM", text: "by your AI receptionist" },
  } satisfies DashboardScript,
};

/** Above the owner's client logos (/settings/site), shown only once there is one: there are no example logos. */
export const clientLogos = {
  eyebrow: "Clients",
  title: "Businesses running on our systems",
  label: "Client logos",
};

export const audiences = {
  eyebrow: "For teams that live on the phone",
  title: "Who We Serve",
  lead: "If leads, calls and follow-ups are slipping through the cracks, we build the system that catches them.",
  label: "Audiences we serve",
  cards: [
    {
      icon: "lightbulb",
      title: "Founders & Solopreneurs",
      description:
        "Get hours back each week with bots that answer, qualify and book while you do the work only you can do.",
    },
    {
      icon: "store",
      title: "Small & Mid-Sized Businesses",
      description:
        "Replace sticky notes and missed voicemails with one connected system for calls, texts, email and the CRM.",
    },
    {
      icon: "building",
      title: "Enterprise Teams",
      description:
        "Automate the hand-offs between departments and get reporting leadership can trust, without a two-year rollout.",
    },
    {
      icon: "target",
      title: "Sales & Service Leaders",
      description:
        "Give reps booked calendars and clean pipelines, and give customers fast answers at any hour.",
    },
    {
      icon: "megaphone",
      title: "Agencies",
      description:
        "Add AI voice, chat and automation to your offer with a build partner that stands behind the results.",
    },
    {
      icon: "settings",
      title: "Operators",
      description:
        "Turn tribal knowledge into documented, trainable workflows that keep running when people are out.",
    },
  ] satisfies Card[],
};

export const coreOffer = {
  eyebrow: "Pay for results, not effort",
  title: "The Core Offer",
  lead: "Most agencies bill for effort. We tie our profit to your results, so the only thing we are selling is a system that performs.",
  pillars: [
    {
      icon: "piggyBank",
      title: "You pay the true cost to build",
      description:
        "Scoping, design, integration and training at cost, itemized up front. No padded retainers and no markup on tools.",
    },
    {
      icon: "trendingUp",
      title: "We profit when it performs",
      description:
        "Our margin is released only after the system is live and hitting the benchmarks we set with you before the build begins.",
    },
  ] satisfies Card[],
  offeringsTitle: "What we build",
  offeringsLabel: "Offerings",
  offerings: [
    "CRM and phone systems for insurance, banking and financial services",
    "AI voice and chat bots that book and reschedule appointments",
    "Inbound and outbound AI calling",
    "SMS and email follow-ups that send themselves",
    "Workflow automation across your tools",
    "Ad campaigns and lead generation",
    "Sales coaching",
    "Customer service coaching",
    "Strategic consultations",
    "Appointment-setting agents",
    "Onboarding and reboarding drips",
    "Dashboards and reporting",
  ],
};

export const framework = {
  eyebrow: "Our framework",
  title: "Five Steps From Chaos to Scale",
  lead: "Every build follows the same path, so you always know what happens next and what it will cost.",
  label: "Our five-step framework",
  steps: [
    {
      number: 1,
      title: "Study",
      details: "We map how leads, calls and tasks move today and find where time and revenue leak.",
    },
    {
      number: 2,
      title: "Construct",
      details: "We design the blueprint: bots, workflows, integrations and the KPIs that define success.",
    },
    {
      number: 3,
      title: "Align",
      details:
        "We bring your team in early with scripts, SOPs and training so the system fits how people work.",
    },
    {
      number: 4,
      title: "Launch",
      details:
        "We go live in stages, test every path end to end and fix issues before your customers see them.",
    },
    {
      number: 5,
      title: "Execute",
      details: "We track the numbers weekly, tune what underperforms and scale what works.",
    },
  ] satisfies Step[],
  link: { kind: "link", label: "See the full process", href: "/process", variant: "secondary" } satisfies Cta,
};

export const payment = {
  eyebrow: "Three ways to work with us",
  title: "Payment & Partnership",
  lead: "Choose the model that matches your cash flow. In every one of them, our upside depends on yours.",
  label: "Payment models",
  rows: ["You pay", "We earn", "Best for"],
  models: [
    {
      icon: "badgeCheck",
      title: "Completion Payment",
      tagline: "Profit on proof",
      description:
        "Pay the build cost as we go. Our profit is released once the system meets the KPIs we agreed on.",
      terms: [
        "The true cost to build, as we go",
        "Our profit, once the agreed KPIs are met",
        "A defined system with clear benchmarks",
      ],
    },
    {
      icon: "percent",
      title: "Revenue Share",
      tagline: "Grow together",
      description:
        "A lower build cost in exchange for a share of the revenue the system generates, for an agreed term.",
      terms: [
        "A lower build cost up front",
        "A share of the revenue the system brings in",
        "Keeping cash in the business while you grow",
      ],
    },
    {
      icon: "handshake",
      title: "Hybrid or Retainer",
      tagline: "Ongoing partnership",
      description:
        "Blend a smaller completion payment with a monthly retainer for continuous tuning, coaching and new builds.",
      terms: [
        "A smaller completion payment",
        "A monthly retainer for tuning and new builds",
        "Teams that want a long-term build partner",
      ],
    },
  ] satisfies Compared[],
};

export const mission = {
  eyebrow: "Giving back",
  title: "Profit for People Mission",
  lead: "For every 10 clients, we sponsor one custom system for a nonprofit, startup or small business in hardship.",
  ratio: "1 in 10",
  ratioCaption: "builds goes to a nonprofit, startup or small business in hardship, at no cost to them.",
  body: "Sponsored builds get the same team, the same framework and the same standards as paying clients. We cover the cost, because the organizations doing the hardest work often have the least time to answer the phone.",
  goal: { value: "100 builds for founders", detail: "10 sponsored missions" },
  goalLabel: "Our goal",
  benefitsTitle: "Every sponsored organization receives",
  benefits: ["Hands-on team training", "Full onboarding and setup", "A spotlight episode on our podcast"],
};

export const podcastTeaser = {
  eyebrow: "Listen in",
  title: "The Profit for People Podcast",
  lead: "Conversations about systems, growth and the organizations we sponsor. Season one is recording now.",
  link: { kind: "link", label: "Visit the podcast", href: "/podcast", variant: "secondary" } satisfies Cta,
};

export const nominate = {
  eyebrow: "Give back with us",
  title: "Nominate an Organization",
  lead: "Know a nonprofit, startup or small business that is doing important work through a hard season? Tell us about them. Nominations are reviewed every quarter and every nominator hears back.",
  cta: {
    kind: "link",
    label: "Nominate an Organization",
    href: site.nominationFormUrl,
    external: true,
  } satisfies Cta,
};

export const homeCta = {
  title: "Ready to Build a System That Pays for Itself?",
  text: `Start with a free ${site.discoveryCallMinutes}-minute discovery call. You will leave with a clear picture of what to automate first and what it will cost.`,
  ctas: [
    { kind: "booking", label: "Book Your Free Discovery Call" },
    { kind: "link", label: "Build Your System", href: "/intake" },
  ] satisfies Cta[],
};
