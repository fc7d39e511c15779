"use server";

import { contactLead, leadAction } from "./lead-forms";

export const submitContact = leadAction(contactLead);
