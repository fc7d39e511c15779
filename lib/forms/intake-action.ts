"use server";

import { intakeLead, leadAction } from "./lead-forms";

export const submitIntake = leadAction(intakeLead);
