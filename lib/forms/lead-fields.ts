import "server-only";
// The one registry of lead fields (each form's fields in order, labels, stored values as text) that the owner email,
// lead pages, CSV and webhook payload all read, so a new field or option is added here once.
import { fieldLabels, ownerEmail } from "@/content/emails";
import { demoSolutions, industries, intakeSolutions, painPoints } from "@/content/forms";
import { ATTRIBUTION_KEYS, BROWSER_ID_KEYS, CLICK_ID_KEYS } from "@/lib/attribution/keys";
import type { Lead } from "@/lib/db/schema";
import { bestTimes, callbackPages } from "@/content/callback-form";
import { callbackSchema } from "./callback";
import { contactSchema } from "./contact";
import { demoSteps, intakeSteps } from "./steps";
import { formatDay, formatTime } from "@/lib/time-format";
import { phoneLink } from "./phone-link";

/** Fields stored as option ids; people read the labels the visitor picked. */
const OPTIONS: Record<string, readonly { id: string; label: string }[]> = {
  painPoints,
  selectedSolutions: intakeSolutions,
  solutions: demoSolutions,
  industry: industries,
  bestTime: bestTimes,
  page: callbackPages,
};

/** Each form's fields in the order the form asks them. */
export const FORM_FIELDS: Record<Lead["kind"], readonly string[]> = {
  contact: Object.keys(contactSchema.shape),
  intake: intakeSteps.flat(),
  demo: demoSteps.flat(),
  callback: Object.keys(callbackSchema.shape),
};

/** Campaign keys, ad click ids and browser ids, then where the visit landed and came from. */
export const ATTRIBUTION_FIELDS = [
  ...ATTRIBUTION_KEYS,
  ...CLICK_ID_KEYS,
  ...BROWSER_ID_KEYS,
  "landing_page",
  "referrer",
] as const;

const FIRST_SEEN = /^(.+)_at$/;

export const fieldLabel = (field: string): string => fieldLabels[field] ?? field;

/** The label of one option id (the id itself when the field has no options or the id is unknown). */
export function optionLabel(field: string, id: string): string {
  return OPTIONS[field]?.find((option) => option.id === id)?.label ?? id;
}

/** The labels of a list of option ids; anything that is not a string is left out. */
export const optionLabels = (field: string, ids: unknown): string[] =>
  Array.isArray(ids) ? ids.filter((id) => typeof id === "string").map((id) => optionLabel(field, id)) : [];

/** Any stored value as plain text: option ids as labels, lists joined, yes/no for booleans. */
export function fieldText(field: string, value: unknown, separator = ", "): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "boolean") return value ? ownerEmail.yes : ownerEmail.no;
  if (Array.isArray(value)) return value.map((item) => optionLabel(field, String(item))).join(separator);
  if (typeof value === "object") return JSON.stringify(value);
  return optionLabel(field, String(value));
}

export type Row = { label: string; value: string };

/** Every field of the payload, known ones in form order first, then anything else the payload holds. */
export function submissionRows(lead: Lead): Row[] {
  const payload = lead.payload;
  const order = FORM_FIELDS[lead.kind].filter((field) => field !== "consent");
  const extra = Object.keys(payload).filter((field) => !order.includes(field) && field !== "consent");
  return [...order, ...extra].map((field) => {
    const value = payload[field];
    // The owner reads dates and numbers as they say them; the CSV and webhooks keep the stored forms.
    const text =
      field === "demoDate" && typeof value === "string"
        ? formatDay(value)
        : field === "phone"
          ? (phoneLink(value)?.text ?? "")
          : fieldText(field, value);
    return { label: fieldLabel(field), value: text || ownerEmail.empty };
  });
}

/** Campaign keys, click ids (with when each was first seen), landing page and referrer; raw key names as labels. */
export function attributionRows(lead: Lead): Row[] {
  const attribution: Record<string, string | undefined> = lead.attribution;
  // Known keys first; rows stored before a key was retired still show it.
  const keys = new Set([...ATTRIBUTION_FIELDS, ...Object.keys(attribution)]);
  return [...keys].flatMap((key) => {
    const value = attribution[key];
    const clickId = FIRST_SEEN.exec(key)?.[1];
    if (!value || (clickId && attribution[clickId])) return [];
    const seen = Number(attribution[`${key}_at`]);
    const text = seen ? ownerEmail.firstSeen(value, formatTime(new Date(seen))) : value;
    return [{ label: key, value: text }];
  });
}

/** The record of the lead itself: id, time, and each consent with its wording and time. */
export function recordRows(lead: Lead): Row[] {
  const { labels } = ownerEmail;
  const rows: Row[] = [
    { label: labels.leadId, value: lead.id },
    { label: labels.submitted, value: formatTime(lead.createdAt) },
    ...(lead.gpc ? [{ label: labels.gpc, value: ownerEmail.gpcSent }] : []),
  ];
  if (lead.kind === "contact" && !lead.consent) {
    rows.push({ label: labels.consent, value: ownerEmail.consentNotAsked });
    return rows;
  }
  if (lead.kind === "callback") {
    rows.push({ label: labels.consent, value: ownerEmail.consentNotAskedCallback });
  } else {
    rows.push({ label: labels.consent, value: lead.consent ? ownerEmail.yes : ownerEmail.no });
  }
  if (lead.consentedAt) rows.push({ label: labels.consentAt, value: formatTime(lead.consentedAt) });
  if (lead.consentText) rows.push({ label: labels.consentText, value: lead.consentText });
  rows.push({ label: labels.smsConsent, value: lead.smsConsentText ? ownerEmail.yes : ownerEmail.no });
  if (lead.smsConsentedAt) rows.push({ label: labels.smsConsentAt, value: formatTime(lead.smsConsentedAt) });
  if (lead.smsConsentText) rows.push({ label: labels.smsConsentText, value: lead.smsConsentText });
  return rows;
}
