"use server";

import "server-only";
import { contactLead, demoLead, intakeLead, leadAction } from "./lead-forms";

// The three lead forms' actions: one pipeline (submit-lead.ts), each answering with the form's own state.
export const submitContact = leadAction(contactLead);
export const submitIntake = leadAction(intakeLead);
export const submitDemo = leadAction(demoLead);
