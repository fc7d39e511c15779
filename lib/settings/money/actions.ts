"use server";

import "server-only";
import { moneyCopy } from "@/content/money";
import { ownerAction } from "@/lib/settings/owner-action";
import { saveManualSpend } from "./manual-spend";
import { saveMoneyValues } from "./values";

export const saveValues = ownerAction(saveMoneyValues, {
  malformed: moneyCopy.values.invalid,
  changed: (result) => result.status === "success",
  layout: true,
});

export const enterSpend = ownerAction(saveManualSpend, {
  malformed: moneyCopy.manual.invalid,
  changed: (result) => result.status === "success",
  layout: true,
});
