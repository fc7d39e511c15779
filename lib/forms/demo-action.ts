"use server";

import { leadAction } from "./lead-action";
import { demoLead } from "./lead-forms";

export const submitDemo = leadAction(demoLead);
