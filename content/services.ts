import type { SystemMapScript } from "@/components/visuals/system-map";
import type { Card, Cta } from "./types";
import { site } from "./site";

export const servicesHero = {
  eyebrow: "Solutions",
  title: "AI Systems and Coaching Built Around Your Numbers",
  lead: "Software that answers, books and follows up for you, and coaching that helps your people get the most from it. Every engagement starts from the results you need.",
  ctas: [
    { kind: "booking", label: "Book a Discovery Call" },
    { kind: "link", label: "See Our Process", href: "/process", variant: "secondary" },
  ] satisfies Cta[],
  scene: {
    alt: "One connected system: the phone system, AI voice and chat bots, workflow automation and ads all feed one record of every customer.",
    hub: "One system",
    hubNote: "every call, chat and lead in one record",
    nodes: [
      { icon: "phone", label: "Phone system" },
      { icon: "bot", label: "AI voice & chat" },
      { icon: "workflow", label: "Workflows" },
      { icon: "megaphone", label: "Ads & leads" },
    ],
  } satisfies SystemMapScript,
};

export const saasSolutions = {
  eyebrow: "SaaS solutions",
  title: "Software That Works While You Sleep",
  lead: "Four core systems, configured for your business and connected to the tools you already use.",
  label: "SaaS solutions",
  cards: [
    {
      icon: "landmark",
      title: "CRM & Phone System",
      tagline: "For insurance, banking and financial services",
      description:
        "One place for every policyholder, borrower and prospect: call recording, click-to-dial, pipelines and compliance-friendly notes that your advisors actually keep up to date.",
    },
    {
      icon: "bot",
      title: "AI Voice & Chat Bots",
      tagline: "Answer, book and follow up 24/7",
      description:
        "Bots that take inbound calls, make outbound calls, book and reschedule appointments, and send SMS and email follow-ups in your brand voice.",
    },
    {
      icon: "workflow",
      title: "Workflow Automation",
      tagline: "Hand-offs that never drop",
      description:
        "Onboarding and reboarding drips, task routing and data sync between your CRM, calendar, forms and billing, with no copy and paste in between.",
    },
    {
      icon: "megaphone",
      title: "Ads & Lead Generation",
      tagline: "Campaigns tied to booked calls",
      description:
        "Ad campaigns and landing pages built to feed your appointment-setting agents, measured on booked and kept appointments, not clicks.",
    },
  ] satisfies Card[],
};

export const coaching = {
  eyebrow: "Beyond the software",
  title: "Coaching and Consultation",
  lead: "Systems scale what your team already does. Coaching makes sure that is worth scaling.",
  label: "Coaching and consultation",
  cards: [
    {
      icon: "trendingUp",
      title: "Sales Coaching",
      description:
        "Call reviews, objection handling and pipeline habits that lift close rates, taught by people who have built sales floors.",
    },
    {
      icon: "headphones",
      title: "Customer Service Coaching",
      description:
        "Scripts, escalation paths and quality scoring so every customer gets a fast, consistent answer, from a person or a bot.",
    },
    {
      icon: "compass",
      title: "Strategic Consultations",
      description:
        "Working sessions with our founders on pricing, org design and which system to build next for the biggest return.",
    },
  ] satisfies Card[],
};

export const included = {
  eyebrow: "In every build",
  title: "Included With Every System",
  lead: "The pieces that make a system dependable come standard, not as upsells.",
  label: "Included with every system",
  items: [
    "Appointment-setting agents connected to your calendar",
    "Onboarding and reboarding drips",
    "Dashboards and reporting on the KPIs we agree on",
    "SMS and email follow-up sequences",
    "Scripts, SOPs and playbooks your team keeps",
    "Team training at launch",
  ],
};

export const servicesCta = {
  title: "Not Sure Where to Start?",
  text: `In a free ${site.discoveryCallMinutes}-minute discovery call we look at where leads and time leak today and recommend the one system that will pay back first.`,
  ctas: [
    { kind: "booking", label: "Book a Discovery Call" },
    { kind: "link", label: "Build Your System", href: "/intake" },
  ] satisfies Cta[],
};
