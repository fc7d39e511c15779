"use server";

import { toasts } from "@/content/forms";
import { contactFields, contactSchema } from "./contact";
import type { FormState } from "./state";
import { submitLead } from "./submit-lead";

export async function submitContact(_previous: FormState, formData: FormData): Promise<FormState> {
  return submitLead({
    kind: "contact",
    schema: contactSchema,
    formData,
    fields: contactFields,
    success: toasts.contactSent,
    failure: toasts.contactFailed,
    invalid: toasts.missingInformation,
    toLead: (data) => ({ name: data.name, email: data.email, businessName: null, payload: data }),
  });
}
