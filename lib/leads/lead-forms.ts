import "server-only";
import { cookies, headers } from "next/headers";
import { after } from "next/server";
import { consentText } from "@/content/forms";
import { getDb } from "@/lib/db";
import { callbackSchema } from "@/lib/forms/callback";
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

/**
 * A callback request: the number is the point of it, so it is kept (it is what the owner dials); email is optional
 * ("" when left out: no confirmation can go), and texts are agreed to apart, in the same wording as the wizards.
 */
export const callbackLead: LeadForm<typeof callbackSchema> = {
  kind: "callback",
  schema: callbackSchema,
  toLead: (data) => {
    const { email, ...rest } = data;
    return {
      name: data.name,
      email,
      businessName: null,
      payload: email ? data : rest,
      smsConsentText: data.smsConsent ? consentText.sms : undefined,
    };
  },
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
