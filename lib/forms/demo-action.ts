"use server";

import { demoLead, leadAction } from "./lead-forms";

export const submitDemo = leadAction(demoLead);
