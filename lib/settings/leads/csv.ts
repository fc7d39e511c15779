import "server-only";
import { and, desc, sql } from "drizzle-orm";
import { leadStatusCopy } from "@/content/lead-status";
import { leadsCopy, csvExport } from "@/content/settings";
import type { Database } from "@/lib/db/open";
import { leads, STAGES, type Lead } from "@/lib/db/schema";
import { ATTRIBUTION_FIELDS, fieldLabel, fieldText, FORM_FIELDS } from "@/lib/forms/lead-fields";
import { csvTime } from "@/lib/time-format";
import { csvRow } from "@/lib/csv";
import { leadFilterCondition, type LeadFilter } from "@/lib/settings/leads/filter";
import { withDelivery, type LeadListItem } from "@/lib/settings/leads/query";
import { decimalOf } from "@/lib/money/currency";
import { leadValue } from "@/lib/money/lead-value";
import { readMoneySettings, type MoneySettings } from "@/lib/money/settings";

const BATCH = 500;
const COLUMN_FIELDS = new Set(["name", "email", "businessName", "contactName", "consent"]);

/**
 * Every form field once, in form order, under the label the lead's page gives it; name, email and business have their
 * own columns. Fields labelled alike (intake's and demo's solutions) share a column: a lead has only one of them.
 */
const PAYLOAD_COLUMNS = new Map<string, string[]>();
for (const field of new Set(Object.values(FORM_FIELDS).flat())) {
  if (!COLUMN_FIELDS.has(field))
    PAYLOAD_COLUMNS.set(fieldLabel(field), [...(PAYLOAD_COLUMNS.get(fieldLabel(field)) ?? []), field]);
}
const h = csvExport.headers;
const date = (value: Date | null) => (value ? csvTime(value) : "");

type Column = [header: string, cell: (lead: Lead, money: MoneySettings) => string];
const amount = (minor: number | null, money: MoneySettings) =>
  minor === null ? "" : decimalOf(minor, money.currency);

/** Header and cell of each column, in order; the delivery column comes last. */
const COLUMNS: Column[] = [
  [h.submittedAt, (lead) => csvTime(lead.createdAt)],
  [h.id, (lead) => lead.id],
  [h.kind, (lead) => leadsCopy.kinds[lead.kind]],
  [h.name, (lead) => lead.name],
  [h.email, (lead) => lead.email],
  [h.business, (lead) => lead.businessName ?? ""],
  [h.status, (lead) => leadStatusCopy.labels[lead.status]],
  [h.respondedAt, (lead) => date(lead.respondedAt)],
  ...STAGES.map((stage): Column => [h[stage.at], (lead) => date(lead[stage.at])]),
  // Exact decimals (no currency sign or grouping), so a spreadsheet sums them.
  [h.dealValue, (lead, money) => amount(lead.dealValue, money)],
  [h.value, (lead, money) => amount(leadValue(lead, money), money)],
  [h.currency, (_lead, money) => money.currency],
  ...[...PAYLOAD_COLUMNS].map(([label, fields]): Column => [
    label,
    (lead) =>
      fields
        .map((field) => fieldText(field, lead.payload[field], "; "))
        .filter(Boolean)
        .join("; "),
  ]),
  [h.consent, (lead) => (lead.consent ? csvExport.yes : csvExport.no)],
  [h.consentedAt, (lead) => date(lead.consentedAt)],
  [h.consentText, (lead) => lead.consentText ?? ""],
  [h.smsConsentedAt, (lead) => date(lead.smsConsentedAt)],
  [h.smsConsentText, (lead) => lead.smsConsentText ?? ""],
  ...ATTRIBUTION_FIELDS.map((key): Column => [key, (lead) => lead.attribution[key] ?? ""]),
];

export const leadCsvHeader = () => [...COLUMNS.map(([header]) => header), h.delivery];

const leadCsvRow = ({ lead, delivery }: LeadListItem, money: MoneySettings) =>
  csvRow([...COLUMNS.map(([, cell]) => cell(lead, money)), leadsCopy.delivery[delivery]]);

/**
 * The leads the list shows under `filter` (all of them when none), newest first, read in keyset batches so a long
 * history never sits in memory at once.
 */
export async function* leadsCsvChunks(
  db: Database,
  filter: LeadFilter = {},
  now = new Date(),
): AsyncGenerator<string> {
  const where = leadFilterCondition(filter, now);
  // The byte-order mark is how Excel knows the file is UTF-8 (names with accents, emoji).
  yield `\uFEFF${csvRow(leadCsvHeader())}`;
  const money = await readMoneySettings(db);
  // The cursor is the database's own text of the last time: a JavaScript Date drops its microseconds, and a lead
  // created in the same millisecond as a batch's last one would be skipped.
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const batch = await db
      .select({ lead: leads, at: sql<string>`${leads.createdAt}::text` })
      .from(leads)
      .where(
        and(
          where,
          after && sql`(${leads.createdAt}, ${leads.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(BATCH);
    if (batch.length === 0) return;
    const items = await withDelivery(
      db,
      batch.map(({ lead }) => lead),
    );
    yield items.map((item) => leadCsvRow(item, money)).join("");
    if (batch.length < BATCH) return;
    const last = batch.at(-1)!;
    after = { at: last.at, id: last.lead.id };
  }
}

export function leadsCsvStream(db: Database, filter: LeadFilter = {}): ReadableStream<Uint8Array> {
  const chunks = leadsCsvChunks(db, filter);
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
