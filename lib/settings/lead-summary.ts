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

/** The attribution worth a table cell: source, campaign and where the visit landed. */
export function attributionSummary(attribution: Record<string, string>): string[] {
  const source = [attribution.utm_source ?? attribution.source, attribution.utm_campaign]
    .filter(Boolean)
    .join(" / ");
  return [source, attribution.landing_page ?? ""].filter(Boolean);
}
