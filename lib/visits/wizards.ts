import "server-only";
import { demoSteps, intakeSteps } from "@/lib/forms/steps";

/** The wizards whose steps are counted, and how many steps each has. */
export const WIZARD_STEPS = { intake: intakeSteps.length, demo: demoSteps.length } as const;
export type WizardName = keyof typeof WIZARD_STEPS;
export const WIZARDS = Object.keys(WIZARD_STEPS) as WizardName[];
