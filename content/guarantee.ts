import type { Card } from "./types";
import { site } from "./site";

/** The 90-day performance guarantee: on /demo-bot and on every ad page. */
export const guarantee = {
  eyebrow: `${site.guaranteeDays}-day performance guarantee`,
  title: `Measurable results in ${site.guaranteeDays} days, or we keep working`,
  lead: `If your scheduling and client-service process is not documented, trainable and producing measurable results within ${site.guaranteeDays} days, we keep working on it until it is.`,
  seal: "day guarantee",
  label: "What the guarantee promises",
  points: [
    {
      icon: "shield",
      title: "We keep working",
      description:
        "We stay on it, refining scripts, training and automations, until the results are measurable.",
    },
    {
      icon: "clipboard",
      title: "You keep every deliverable",
      description:
        "Call scripts, SOPs and playbooks are yours to keep and train new staff on, whatever happens.",
    },
    {
      icon: "handshake",
      title: "A clean exit",
      description:
        "If you cancel, we remove the AI, automation and consultancy layer. Your documented process stays with you.",
    },
  ] satisfies Card[],
};
