/** Copy for the wizard funnels in /settings: where visitors give up in the intake assistant and the demo wizard. */
import type { WizardName } from "@/lib/visits/wizards";
import { demoForm } from "./demo-form";
import { intakeForm } from "./intake-form";

const number = (n: number) => n.toLocaleString("en-US");
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)} %` : "–");

export const funnelCopy = {
  section: { id: "funnels", title: "Wizard funnels" },
  description:
    "How far visitors get in the two step-by-step forms: each step a visit reached (counted once per page load, only with JavaScript on), how many left there, and how many sent the form. Visitors without JavaScript see every step at once and are counted only when they send it. Days are counted in Pacific time.",
  forms: {
    intake: { title: "Intake assistant", steps: intakeForm.steps.map((step) => step.title) },
    demo: { title: "Demo request", steps: demoForm.steps.map((step) => step.title) },
  } satisfies Record<WizardName, { title: string; steps: string[] }>,
  columns: { stage: "Stage", reached: "Visits", share: "Of step 1", left: "Left here" },
  pageViews: (page: string) => `Views of ${page}`,
  step: (n: number, title: string) => `Step ${n}: ${title}`,
  submitted: "Sent the form",
  submittedNote: "Leads of this kind in the period, with or without JavaScript.",
  tableLabel: (title: string) => `${title} funnel`,
  empty: "No visits reached this form in the period.",
  number,
  percent,
};
