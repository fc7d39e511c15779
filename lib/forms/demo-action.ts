"use server";

import { consentText, toasts } from "@/content/forms";
import { demoArrayFields, demoSchema, demoSteps } from "./demo";
import type { FormState } from "./state";
import { submitLead } from "./submit-lead";

export async function submitDemo(_previous: FormState, formData: FormData): Promise<FormState> {
  return submitLead({
    kind: "demo",
    schema: demoSchema,
    formData,
    fields: demoSteps.flat(),
    listFields: demoArrayFields,
    success: toasts.demoRequested,
    failure: toasts.submitFailed,
    invalid: toasts.checkFields,
    toLead: ({ consent: _consent, ...data }) => ({
      name: data.contactName,
      email: data.email,
      businessName: data.businessName,
      payload: data,
      consentText: consentText.demo,
      smsConsentText: data.smsConsent ? consentText.sms : undefined,
    }),
  });
}
