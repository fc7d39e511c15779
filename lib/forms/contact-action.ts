"use server";

import "server-only";
import { contactLead, leadAction } from "./lead-forms";

export const submitContact = leadAction(contactLead);
