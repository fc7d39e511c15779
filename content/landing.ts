import type { FunnelScript } from "@/components/visuals/pipeline-funnel";
import type { Card, Cta } from "./types";
import { bookingLabel, proof } from "./site";

/** One S.C.A.L.E. card: the letter is the first letter of the title, shown large. */
export type LetterCard = { letter: string; title: string; description: string };

export const landing = {
  hero: {
    eyebrow: "Built with the S.C.A.L.E. process",
    title: "The AI Growth Engine for Modern Businesses",
    lead: "We turn the calls, follow-ups and admin that slow your team down into AI systems that capture every lead, book appointments around the clock and report results you can see, built at true cost, with our profit tied to performance.",
    ctas: [
      { kind: "booking", label: bookingLabel },
      { kind: "link", label: "See the process", href: "#scale", variant: "secondary" },
    ] satisfies Cta[],
    scene: {
      alt: "A pipeline for the last 30 days: 412 calls and chats answered, 268 leads qualified, 131 appointments booked and 58 clients won.",
      title: "Growth engine",
      period: "Last 30 days",
      stages: [
        { label: "Answered", value: 412 },
        { label: "Qualified", value: 268 },
        { label: "Booked", value: 131 },
        { label: "Won", value: 58 },
      ],
      rateLabel: "moved on",
      note: "Every stage measured against the benchmarks we agree",
    } satisfies FunnelScript,
  },
  scale: {
    id: "scale",
    eyebrow: "How we build",
    title: "The S.C.A.L.E. process",
    lead: "Five steps take you from scattered, manual work to a documented system that runs every day and keeps improving.",
    cards: [
      {
        letter: "S",
        title: "Study",
        description:
          "We map how leads, calls and appointments move through your business today and find where time and revenue leak out.",
      },
      {
        letter: "C",
        title: "Construct",
        description:
          "We design the blueprint: which bots, automations, CRM stages and dashboards you need, and the benchmarks they must hit.",
      },
      {
        letter: "A",
        title: "Align",
        description:
          "Your team helps shape the scripts and hand-offs, then gets trained on them, so the system fits how people really work.",
      },
      {
        letter: "L",
        title: "Launch",
        description:
          "We build, test against real calls and messages, and go live in stages so nothing breaks while customers are waiting.",
      },
      {
        letter: "E",
        title: "Execute & Elevate",
        description:
          "We watch the numbers weekly, tune prompts and workflows, and add the next automation once the last one is paying off.",
      },
    ] satisfies LetterCard[],
  },
  deliverables: {
    eyebrow: "Deliverables",
    title: "What You Get",
    lead: "A working system, not a slide deck. Every engagement is scoped from this list and documented so it stays yours.",
    cards: [
      {
        icon: "bot",
        title: "AI voice and chat bots",
        description:
          "Answer calls, chats and texts in your brand voice, qualify leads and book, reschedule or cancel appointments.",
      },
      {
        icon: "calendarCheck",
        title: "Appointment-setting agents",
        description:
          "Inbound and outbound calling plus SMS and email follow-ups that fill your calendar without extra staff.",
      },
      {
        icon: "workflow",
        title: "Workflow automation",
        description:
          "Hand-offs, reminders, intake and data entry run on their own, so your team spends time with customers.",
      },
      {
        icon: "database",
        title: "CRM and phone system",
        description:
          "One place for every contact, call and conversation, set up with the pipeline stages your sales team uses.",
      },
      {
        icon: "repeat",
        title: "Onboarding and reboarding drips",
        description:
          "Sequences that welcome new clients, win back quiet ones and keep reviews and referrals coming in.",
      },
      {
        icon: "chart",
        title: "Dashboards and reporting",
        description:
          "Live numbers on calls answered, appointments booked and revenue won, measured against the benchmarks we agreed.",
      },
    ] satisfies Card[],
  },
  whyUs: {
    eyebrow: "Our edge",
    title: "Why Choose Us",
    lead: `We have scaled companies past ${proof.arrScaled.value} in ARR and ${proof.teamMembers.value} team members. We build the way we would want it built for us.`,
    cards: [
      {
        icon: "compass",
        title: "Proven Framework",
        description:
          "S.C.A.L.E. comes from growing real companies, not from theory. Every step has a deliverable you can check.",
      },
      {
        icon: "award",
        title: "Solutions Experts",
        description:
          "Automation engineers, sales coaches and service leaders on one team, so the tech and the people side both work.",
      },
      {
        icon: "zap",
        title: "Faster Time to Value",
        description:
          "We launch the highest-impact automation first, so you see booked appointments in weeks, not quarters.",
      },
      {
        icon: "trendingUp",
        title: "Continuous Growth",
        description:
          "You pay the true cost to build. We earn our profit when the system performs, so we keep improving it.",
      },
    ] satisfies Card[],
  },
  cta: {
    title: "Ready to build your growth engine?",
    text: "Book a free 30-minute discovery call. We will map one process you could automate this quarter and what it would return.",
    ctas: [
      { kind: "booking", label: bookingLabel },
      { kind: "link", label: "View Services", href: "/services" },
    ] satisfies Cta[],
  },
};
