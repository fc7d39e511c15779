import "server-only";
import { STAGES, type Lead, type LeadStatus, type Stage } from "@/lib/db/schema";
import type { MoneySettings } from "./settings";

const isStage = (status: LeadStatus): status is Stage => STAGES.some((stage) => stage.status === status);

/**
 * What a lead is worth at a stage: its own deal value, else that stage's default; null when neither is set. Outside
 * the stages (New, Contacted, Lost) only its own value counts.
 */
export function valueAt(
  lead: Pick<Lead, "dealValue">,
  stage: LeadStatus,
  money: MoneySettings,
): number | null {
  if (lead.dealValue !== null) return lead.dealValue;
  return isStage(stage) ? money.defaults[stage] : null;
}

/** A lead's value now: its own, else its current stage's default. */
export const leadValue = (lead: Pick<Lead, "dealValue" | "status">, money: MoneySettings) =>
  valueAt(lead, lead.status, money);
