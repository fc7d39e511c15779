import type { CalendarScript } from "@/components/visuals/calendar-week";
import type { Card } from "./types";
import type { IconName } from "@/components/ui/icon";

export type DemoOptionsContent = {
  title: string;
  solutions: readonly Card[];
  industriesTitle: string;
  industries: readonly { icon: IconName; label: string }[];
};

export const bookADemoPage = {
  hero: {
    eyebrow: "Tailored to your industry",
    title: "Book a Live Demo",
    lead: "See an AI system working on scenarios from your own business before you commit to anything. Tell us what you need in 4 short steps and we'll tailor the walkthrough to your industry.",
    statsLabel: "The demo at a glance",
    stats: [
      { value: "4", label: "short steps" },
      { value: "2 min", label: "to request" },
      { value: "Live", label: "tailored walkthrough" },
    ],
    scene: {
      alt: "Next week's demo calendar, with your live demo booked on Wednesday at 10:30.",
      title: "Demo calendar",
      period: "Next week",
      days: ["Mon", "Tue", "Wed", "Thu"],
      times: ["9:00", "10:30", "1:00", "3:30"],
      booked: [
        { day: 0, time: 2, label: "Demo" },
        { day: 1, time: 0, label: "Demo" },
        { day: 2, time: 1, label: "Your demo", yours: true },
        { day: 3, time: 3, label: "Demo" },
        { day: 0, time: 3, label: "Demo" },
      ],
      note: { title: "Request received", text: "a link to pick your time follows" },
      compact: true,
    } satisfies CalendarScript,
  },
  options: {
    title: "What we can show you",
    solutions: [
      {
        icon: "calendarCheck",
        title: "Appointment-Setting Agents",
        description: "Answer, qualify and book leads by phone, chat and SMS, around the clock.",
      },
      {
        icon: "repeat",
        title: "Onboarding/Reboarding Drips",
        description: "Email and text sequences that welcome new clients and win back quiet ones.",
      },
      {
        icon: "workflow",
        title: "Workflow Automation",
        description: "Hand-offs, data entry and follow-ups that run without anyone chasing them.",
      },
      {
        icon: "chart",
        title: "Dashboards/Reporting",
        description: "Live KPIs from your CRM, calls and campaigns in one view.",
      },
    ],
    industriesTitle: "Tailored to your industry",
    industries: [
      { icon: "stethoscope", label: "Healthcare" },
      { icon: "landmark", label: "Financial Services" },
      { icon: "store", label: "Retail" },
      { icon: "shield", label: "Insurance" },
      { icon: "briefcase", label: "Other industries" },
    ],
  } satisfies DemoOptionsContent,
};
