"use server";

import { leadAction } from "./lead-action";
import { contactLead } from "./lead-forms";

export const submitContact = leadAction(contactLead);
