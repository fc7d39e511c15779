import type { z } from "./zod";
import { ids, intakeSolutions, painPoints } from "@/content/forms";
import { consentField, idList, optionalText, requiredText, wizardSchema } from "./fields";

export const intakeSchema = wizardSchema({
  painPoints: idList(ids(painPoints), "Please choose at least one challenge"),
  currentChallenges: optionalText(5000),
  selectedSolutions: idList(ids(intakeSolutions), "Please choose at least one solution"),
  preferredTime: requiredText(200, "Please tell us a preferred day and time"),
  additionalNotes: optionalText(2000),
  consent: consentField("Please agree to receive appointment updates"),
});

export type IntakeField = keyof z.output<typeof intakeSchema>;

export const intakeArrayFields = ["painPoints", "selectedSolutions"] as const;
