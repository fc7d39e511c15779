"use server";

import "server-only";
import { intakeLead, leadAction } from "./lead-forms";

export const submitIntake = leadAction(intakeLead);
