import type { TalkCardContent } from "./contact";
import { site } from "./site";

export type NextStepsContent = {
  title: string;
  steps: readonly string[];
  note: string;
  noteLink: { label: string; href: string };
};

export const intakePage = {
  hero: {
    eyebrow: "Intake assistant",
    title: `Meet ${site.assistantName}, Your Intake Assistant`,
    lead: `Answer 5 short steps about your business, your challenges and the results you want. ${site.assistantName} emails you a calendar link within minutes, and you pick the slot for your free ${site.discoveryCallMinutes}-minute discovery call.`,
    statsLabel: "The intake at a glance",
    stats: [
      { value: "5", label: "short steps" },
      { value: "3 min", label: "to complete" },
      { value: `${site.discoveryCallMinutes} min`, label: "discovery call" },
    ],
  },
  talkCard: {
    title: "Prefer to talk? Book a Discovery Call",
    text: "Skip the questions and pick a time on our calendar directly. We'll cover the same ground on the call.",
    points: [
      `${site.discoveryCallMinutes} minutes, free`,
      "Same questions, asked live",
      "Pick any open slot",
    ],
    pointsLabel: "What the call includes",
    cta: { kind: "booking", label: "Book a Discovery Call" },
    emailLabel: "Questions first? Email",
  } satisfies TalkCardContent,
  nextSteps: {
    title: "What happens next",
    steps: [
      `${site.assistantName} emails your calendar link within minutes. Pick the ${site.discoveryCallMinutes}-minute slot that suits you.`,
      "We read your answers before the call, so you never have to repeat yourself.",
      "On the call we map your biggest bottleneck and the system that removes it.",
      "You get a written recommendation with scope and the true cost to build. No obligation.",
    ],
    note: "Reminders arrive by email and, if you opt in, by text. Reply STOP to any text to opt out.",
    noteLink: { label: "How we handle your data", href: "/privacy" },
  } satisfies NextStepsContent,
};
