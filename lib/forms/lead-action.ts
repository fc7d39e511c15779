import "server-only";
import { cookies, headers } from "next/headers";
import { after } from "next/server";
import { getDb } from "@/lib/db";
import type { FormState } from "./state";
import { submitLead, type LeadForm } from "./submit-lead";

/** A lead form's server action: the pipeline (submit-lead.ts) with this request's cookies, headers and database. */
export function leadAction(form: LeadForm) {
  return async (_previous: FormState, formData: FormData): Promise<FormState> =>
    submitLead(form, formData, {
      read: async () => ({ cookies: await cookies(), headers: await headers() }),
      getDb,
      afterResponse: (task) => after(task),
    });
}
