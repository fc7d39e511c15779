"use server";

import "server-only";
import { callbackLead, contactLead, demoLead, intakeLead, leadAction } from "./lead-forms";

// The lead forms' actions: one pipeline (submit-lead.ts), each answering with the form's own state.
export const submitContact = leadAction(contactLead);
export const submitIntake = leadAction(intakeLead);
export const submitDemo = leadAction(demoLead);
export const submitCallback = leadAction(callbackLead);
