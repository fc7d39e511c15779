"use server";

import { leadAction } from "./lead-action";
import { intakeLead } from "./lead-forms";

export const submitIntake = leadAction(intakeLead);
