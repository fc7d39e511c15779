import { demoForm as copy } from "@/content/demo-form";
import type { DemoField } from "@/lib/forms/demo";

/** Names for the error summary's links back to each field. */
export const fieldLabels: Record<DemoField, string> = {
  businessName: copy.businessName.label,
  contactName: copy.contactName.label,
  email: copy.email.label,
  industry: copy.industry.label,
  challenges: copy.challenges.label,
  solutions: copy.solutions.legend,
  demoDate: copy.demoDate.label,
  additionalNotes: copy.additionalNotes.label,
  consent: copy.consent.label,
};
