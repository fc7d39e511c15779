import type { ProgressScript } from "@/components/visuals/build-progress";
import type { IconName } from "@/components/ui/icon";
import type { Cta, Step } from "./types";
import { proof, site } from "./site";

export type ProcessStep = Step & { icon: IconName; timing: string; deliverables: string[] };

export const processHero = {
  eyebrow: "Our process",
  title: "Five Steps to a System That Scales",
  lead: `Study Systems, Construct Blueprint, Align Teams, Launch Solutions, Execute & Elevate. The same framework we used to scale past ${proof.arrScaled.value} in ARR, applied to your business.`,
  ctas: [
    { kind: "booking", label: "Book a Discovery Call" },
    { kind: "link", label: "Build Your System", href: "/intake", variant: "secondary" },
  ] satisfies Cta[],
};

/** The hero's picture of one build under way; its steps are the process below. */
export const processScene = (steps: readonly ProcessStep[]): ProgressScript => ({
  alt: `A build in its third week: ${steps[0]?.title} and ${steps[1]?.title} done, ${steps[2]?.title} under way, ${steps[3]?.title} and ${steps[4]?.title} next.`,
  title: "Your build · week 3",
  steps,
  current: 2,
  labels: { done: "Done", now: "In progress" },
});

export const processSteps = {
  eyebrow: "Step by step",
  title: "How Every Build Runs",
  lead: "Each step ends with something you can see and keep, and nothing moves forward until you approve it.",
  label: "Our five-step process",
  stepLabel: "Step",
  deliverablesLabel: "What you get",
  steps: [
    {
      number: 1,
      title: "Study Systems",
      icon: "search",
      timing: "Week 1",
      details:
        "We interview your team, listen to real calls and trace every path a lead takes, from first contact to paid invoice. You see exactly where time and revenue leak today.",
      deliverables: ["Current-state process map", "Leak report with estimated cost", "Baseline KPIs"],
    },
    {
      number: 2,
      title: "Construct Blueprint",
      icon: "layers",
      timing: "Weeks 1-2",
      details:
        "We design the system on paper before we build it: bots, scripts, workflows, integrations and the benchmarks that define success. The build cost is fixed here.",
      deliverables: ["System blueprint", "Itemized build cost", "Agreed performance benchmarks"],
    },
    {
      number: 3,
      title: "Align Teams",
      icon: "users",
      timing: "Weeks 2-3",
      details:
        "Your people shape the system before it goes live. We walk each role through the new flow, write the SOPs with them and coach the habits the system depends on.",
      deliverables: ["SOPs and call scripts", "Role-by-role training", "Hand-off and escalation rules"],
    },
    {
      number: 4,
      title: "Launch Solutions",
      icon: "rocket",
      timing: "Weeks 3-6",
      details:
        "We launch in stages, starting with one channel or location. Every call path, message and integration is tested end to end before customers ever reach it.",
      deliverables: [
        "Live AI voice and chat agents",
        "Connected CRM, calendar and drips",
        "Launch-day support",
      ],
    },
    {
      number: 5,
      title: "Execute & Elevate",
      icon: "trendingUp",
      timing: "Ongoing",
      details:
        "We review the dashboard with you every week, tune what underperforms and expand what works. Our profit is released once the system hits the benchmarks.",
      deliverables: ["Live KPI dashboard", "Weekly optimization reviews", "Roadmap for the next build"],
    },
  ] satisfies ProcessStep[],
};

export const processCta = {
  title: "Start With Step One",
  text: `A free ${site.discoveryCallMinutes}-minute discovery call is where the study begins. Bring your biggest bottleneck and we will map it with you.`,
  ctas: [
    { kind: "booking", label: "Book a Discovery Call" },
    { kind: "link", label: "View Services", href: "/services" },
  ] satisfies Cta[],
};
