import { emailTimeZone, fieldLabels, ownerEmail } from "@/content/emails";
import { demoSolutions, industries, intakeSolutions, painPoints } from "@/content/forms";
import { ATTRIBUTION_KEYS } from "@/lib/attribution/keys";
import type { Lead } from "@/lib/db/schema";
import { contactFields } from "@/lib/forms/contact";
import { demoSteps } from "@/lib/forms/demo";
import { intakeSteps } from "@/lib/forms/intake";

export type Row = { label: string; value: string };

type Option = { readonly id: string; readonly label: string };

/** Fields whose values are option ids; emails show the labels people picked. */
const OPTIONS: Record<string, readonly Option[]> = {
  painPoints,
  selectedSolutions: intakeSolutions,
  solutions: demoSolutions,
  industry: industries,
};

const FIELD_ORDER: Record<Lead["kind"], readonly string[]> = {
  intake: intakeSteps.flat(),
  demo: demoSteps.flat(),
  contact: contactFields,
};

const ATTRIBUTION_ORDER: readonly string[] = [...ATTRIBUTION_KEYS, "landing_page", "referrer"];

const TIME_FORMAT: Intl.DateTimeFormatOptions = {
  timeZone: emailTimeZone,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

export const formatTime = (date: Date) => date.toLocaleString("en-US", TIME_FORMAT);

/** A calendar day (YYYY-MM-DD) as words, read in UTC so it never shifts by a day. */
function formatDay(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "full" });
}

function labelFor(options: readonly Option[] | undefined, id: string): string {
  return options?.find((o) => o.id === id)?.label ?? id;
}

function formatValue(field: string, value: unknown): string {
  const options = OPTIONS[field];
  if (Array.isArray(value)) return value.map((v) => labelFor(options, String(v))).join(", ");
  if (value === undefined || value === null) return "";
  if (typeof value === "boolean") return value ? ownerEmail.yes : ownerEmail.no;
  if (field === "demoDate" && typeof value === "string") return formatDay(value);
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return options ? labelFor(options, text) : text;
}

/** Every field of the payload, known ones in form order first, then anything else the payload holds. */
export function submissionRows(lead: Lead): Row[] {
  const payload = lead.payload;
  const order = FIELD_ORDER[lead.kind].filter((field) => field !== "consent");
  const extra = Object.keys(payload).filter((field) => !order.includes(field) && field !== "consent");
  return [...order, ...extra].map((field) => ({
    label: fieldLabels[field] ?? field,
    value: formatValue(field, payload[field]) || ownerEmail.empty,
  }));
}

/** Campaign keys, landing page and referrer, in a fixed order, raw key names as labels. */
export function attributionRows(lead: Lead): Row[] {
  const attribution = lead.attribution;
  const keys = [
    ...ATTRIBUTION_ORDER.filter((key) => key in attribution),
    ...Object.keys(attribution).filter((key) => !ATTRIBUTION_ORDER.includes(key)),
  ];
  return keys.flatMap((key) => {
    const value = attribution[key];
    return value ? [{ label: key, value }] : [];
  });
}

export function recordRows(lead: Lead): Row[] {
  const { labels } = ownerEmail;
  const rows: Row[] = [
    { label: labels.leadId, value: lead.id },
    { label: labels.submitted, value: formatTime(lead.createdAt) },
  ];
  if (lead.kind === "contact" && !lead.consent) {
    rows.push({ label: labels.consent, value: ownerEmail.consentNotAsked });
    return rows;
  }
  rows.push({ label: labels.consent, value: lead.consent ? ownerEmail.yes : ownerEmail.no });
  if (lead.consentedAt) rows.push({ label: labels.consentAt, value: formatTime(lead.consentedAt) });
  if (lead.consentText) rows.push({ label: labels.consentText, value: lead.consentText });
  rows.push({ label: labels.smsConsent, value: lead.smsConsentText ? ownerEmail.yes : ownerEmail.no });
  if (lead.smsConsentedAt) rows.push({ label: labels.smsConsentAt, value: formatTime(lead.smsConsentedAt) });
  if (lead.smsConsentText) rows.push({ label: labels.smsConsentText, value: lead.smsConsentText });
  return rows;
}
