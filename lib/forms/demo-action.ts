"use server";

import "server-only";
import { demoLead, leadAction } from "./lead-forms";

export const submitDemo = leadAction(demoLead);
