/** Copy for the wizard funnels in /settings: where visitors give up in the intake assistant and the demo wizard. */
import type { WizardName } from "@/lib/visits/wizards";
import { demoForm } from "./demo-form";
import { intakeForm } from "./intake-form";

const number = (n: number) => n.toLocaleString("en-US");
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)} %` : "–");

export const funnelCopy = {
  section: { id: "funnels", title: "Wizard funnels" },
  description:
    "How far visitors get in the two step-by-step forms: each step a visit reached, how many left there, and how many sent the form. Step 1 is every view of the form's page, counted as the Sources report counts page views (the page opens on step 1), so it can never show more visits than the page had; each later step counts once per page load in which a visitor reached it. Both are counted only with JavaScript on: visitors without it see every step at once and are counted only when they send the form. Days are counted in Pacific time.",
  forms: {
    intake: { title: "Intake assistant", steps: intakeForm.steps.map((step) => step.title) },
    demo: { title: "Demo request", steps: demoForm.steps.map((step) => step.title) },
  } satisfies Record<WizardName, { title: string; steps: string[] }>,
  columns: { stage: "Stage", reached: "Visits", share: "Of step 1", left: "Left here" },
  firstStepNote: (page: string) => `Every view of ${page}: the page opens on this step.`,
  step: (n: number, title: string) => `Step ${n}: ${title}`,
  submitted: "Sent the form",
  submittedNote: "Leads of this kind in the period, with or without JavaScript.",
  tableLabel: (title: string) => `${title} funnel`,
  empty: "No visits reached this form in the period.",
  number,
  percent,
};
