import type { FormPreviewScript } from "@/components/visuals/form-preview";
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
    eyebrow: "5 short steps, about 3 minutes",
    title: `Meet ${site.assistantName}, Your Intake Assistant`,
    lead: `Answer 5 short steps about your business, your challenges and the results you want. Then you pick the slot for your free ${site.discoveryCallMinutes}-minute discovery call on our calendar, right away.`,
    statsLabel: "The intake at a glance",
    stats: [
      { value: "5", label: "short steps" },
      { value: "3 min", label: "to complete" },
      { value: `${site.discoveryCallMinutes} min`, label: "discovery call" },
    ],
    scene: {
      alt: `The intake assistant two questions in, with two challenges ticked; the calendar to pick a slot follows the last step.`,
      title: `${site.assistantName} · Intake assistant`,
      step: "2 / 5",
      progress: 40,
      question: "What is slowing your business down?",
      options: [
        { label: "Leads come in unevenly" },
        { label: "Booking calls eats the day", selected: true },
        { label: "Follow-up is done by hand", selected: true },
        { label: "No clear numbers" },
      ],
      note: { title: "Your calendar link", text: "the moment you send it" },
    } satisfies FormPreviewScript,
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
    title: "After you send it",
    steps: [
      `Your calendar link appears as soon as you send it. Pick the ${site.discoveryCallMinutes}-minute slot that suits you.`,
      "We read your answers before the call, so you never have to repeat yourself.",
      "On the call we map your biggest bottleneck and the system that removes it.",
      "You get a written recommendation with scope and the true cost to build. No obligation.",
    ],
    note: "Reminders arrive by email and, if you opt in, by text. Reply STOP to any text to opt out.",
    noteLink: { label: "How we handle your data", href: "/privacy" },
  } satisfies NextStepsContent,
};
