import "server-only";
import { cookies, headers } from "next/headers";
import { after } from "next/server";
import { consentText } from "@/content/forms";
import { getDb } from "@/lib/db";
import { contactSchema } from "@/lib/forms/contact";
import { demoArrayFields, demoSchema } from "@/lib/forms/demo";
import { intakeArrayFields, intakeSchema } from "@/lib/forms/intake";
import type { FormState } from "@/lib/forms/state";
import { submitLead, type LeadForm } from "./submit-lead";

export const contactLead: LeadForm<typeof contactSchema> = {
  kind: "contact",
  schema: contactSchema,
  toLead: (data) => ({ name: data.name, email: data.email, businessName: null, payload: data }),
};

/** The two wizards store alike: the contact step's answers, the consent wording shown, SMS consent apart. */
function wizardLead<S extends typeof intakeSchema | typeof demoSchema>(
  kind: "intake" | "demo",
  schema: S,
  listFields: readonly string[],
): LeadForm<S> {
  return {
    kind,
    schema,
    listFields,
    toLead: (answers) => {
      const { consent: _consent, phone, ...rest } = answers;
      // The number is asked for texts only: without consent to them it is not kept, as the privacy policy says.
      const data = rest.smsConsent ? { ...rest, phone } : rest;
      return {
        name: data.contactName,
        email: data.email,
        businessName: data.businessName,
        payload: data,
        consentText: consentText[kind],
        smsConsentText: data.smsConsent ? consentText.sms : undefined,
      };
    },
  };
}

export const intakeLead = wizardLead("intake", intakeSchema, intakeArrayFields);
export const demoLead = wizardLead("demo", demoSchema, demoArrayFields);

/** A lead form's server action: the pipeline (submit-lead.ts) with this request's cookies, headers and database. */
export function leadAction(form: LeadForm) {
  return async (_previous: FormState, formData: FormData): Promise<FormState> =>
    submitLead(form, formData, {
      read: async () => ({ cookies: await cookies(), headers: await headers() }),
      getDb,
      afterResponse: (task) => after(task),
    });
}
