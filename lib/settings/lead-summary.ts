import type { Lead } from "@/lib/db/schema";
import { fieldLabel, fieldText } from "@/lib/leads/fields";

/** The fields that tell leads apart at a glance, per form. */
const KEY_FIELDS: Record<Lead["kind"], readonly string[]> = {
  contact: ["message"],
  intake: ["painPoints", "selectedSolutions"],
  demo: ["industry", "solutions"],
};

const EXCERPT = 120;

export function keyFields(lead: Lead): { label: string; value: string }[] {
  return KEY_FIELDS[lead.kind].flatMap((field) => {
    const text = fieldText(field, lead.payload[field]);
    if (!text) return [];
    const value = text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
    return [{ label: fieldLabel(field), value }];
  });
}

export type DeliveryState = "delivered" | "pending" | "dead" | "not_sent" | "none";

/**
 * One word for all of a lead's jobs: any failure shows, then anything still on its way, then anything deliberately
 * not sent (no email provider, an unsubscribed address); "delivered" only when every job was.
 */
export function deliveryState(statuses: readonly string[]): DeliveryState {
  if (statuses.length === 0) return "none";
  if (statuses.includes("dead")) return "dead";
  if (statuses.every((s) => s === "delivered")) return "delivered";
  if (statuses.every((s) => s === "delivered" || s === "not_sent")) return "not_sent";
  return "pending";
}

/** The attribution worth a table cell: source, campaign and where the visit landed. */
export function attributionSummary(attribution: Record<string, string>): string[] {
  const source = [attribution.utm_source ?? attribution.source, attribution.utm_campaign]
    .filter(Boolean)
    .join(" / ");
  return [source, attribution.landing_page ?? ""].filter(Boolean);
}
