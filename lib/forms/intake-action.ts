"use server";

import { consentText, toasts } from "@/content/forms";
import { intakeArrayFields, intakeSchema, intakeSteps } from "./intake";
import type { FormState } from "./state";
import { submitLead } from "./submit-lead";

export async function submitIntake(_previous: FormState, formData: FormData): Promise<FormState> {
  return submitLead({
    kind: "intake",
    schema: intakeSchema,
    formData,
    fields: intakeSteps.flat(),
    listFields: intakeArrayFields,
    success: toasts.intakeScheduled,
    failure: toasts.submitFailed,
    invalid: toasts.checkFields,
    toLead: ({ consent: _consent, ...data }) => ({
      name: data.contactName,
      email: data.email,
      businessName: data.businessName,
      payload: data,
      consentText: consentText.intake,
      smsConsentText: data.smsConsent ? consentText.sms : undefined,
    }),
  });
}
