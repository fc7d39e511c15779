import { z } from "zod";
import { ids, intakeSolutions, painPoints } from "@/content/forms";
import {
  consentField,
  emailField,
  idList,
  optionalCheckbox,
  optionalText,
  phoneField,
  requiredText,
  SMS_NEEDS_PHONE,
  smsNeedsPhone,
} from "./fields";

export const intakeSchema = z
  .object({
    businessName: requiredText(160, "Business name is required"),
    contactName: requiredText(120, "Name is required"),
    email: emailField,
    phone: phoneField,
    smsConsent: optionalCheckbox,
    painPoints: idList(ids(painPoints), "Please choose at least one challenge"),
    currentChallenges: optionalText(5000),
    selectedSolutions: idList(ids(intakeSolutions), "Please choose at least one solution"),
    preferredTime: requiredText(200, "Please tell us a preferred day and time"),
    additionalNotes: optionalText(2000),
    consent: consentField("Please agree to receive appointment updates"),
  })
  .refine(smsNeedsPhone, { path: ["phone"], message: SMS_NEEDS_PHONE, when: () => true });

export type IntakeData = z.output<typeof intakeSchema>;
export type IntakeField = keyof IntakeData;

export const intakeArrayFields = ["painPoints", "selectedSolutions"] as const;
