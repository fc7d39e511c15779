import "server-only";
import type { Database, Transaction } from "@/lib/db/open";
import type { Lead, LeadStatus } from "@/lib/db/schema";
import { numberOf } from "@/lib/money/currency";
import { valueAt } from "@/lib/money/lead-value";
import { readMoneySettings } from "@/lib/money/settings";

/**
 * What a lead is worth at each stage for an ad platform, as a number in the site's currency (the lead's own deal
 * value, else the stage's default); undefined where it has none, so the event goes without a value.
 */
export async function stageWorth(tx: Database | Transaction, lead: Pick<Lead, "dealValue">) {
  const money = await readMoneySettings(tx);
  return (stage: LeadStatus) => {
    const minor = valueAt(lead, stage, money);
    return minor === null ? undefined : { value: numberOf(minor, money.currency), currency: money.currency };
  };
}
