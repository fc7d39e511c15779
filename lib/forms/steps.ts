import type { DemoField } from "./demo";
import type { IntakeField } from "./intake";

// Kept apart from the schemas so the wizards can lay out their steps without loading zod with the page.

/** The fields each of the intake assistant's five steps asks for; Continue is enabled once they are valid. */
export const intakeSteps: readonly (readonly IntakeField[])[] = [
  ["businessName", "contactName", "email", "phone", "smsConsent"],
  ["painPoints", "currentChallenges"],
  ["selectedSolutions"],
  ["preferredTime", "additionalNotes"],
  ["consent"],
];

export const demoSteps: readonly (readonly DemoField[])[] = [
  ["businessName", "contactName", "email", "phone", "smsConsent"],
  ["industry", "challenges"],
  ["solutions", "demoDate"],
  ["additionalNotes", "consent"],
];
