import Link from "next/link";
import { leadStatusCopy } from "@/content/lead-status";
import { leadsCopy as copy } from "@/content/settings";
import { NOT_SET, SOURCE_DIRECT, type Lead } from "@/lib/db/schema";
import { responseText } from "@/lib/leads/duration";
import { fieldLabel, fieldText } from "@/lib/forms/lead-fields";
import { formatTime } from "@/lib/time-format";
import type { LeadListItem } from "@/lib/settings/leads/query";
import { Cell, DataTable, tableClasses as t } from "./data-table";
import { StatusBadge, toneOf } from "./status-badge";

const c = copy.columns;

/** The fields that tell leads apart at a glance, per form. */
const KEY_FIELDS: Record<Lead["kind"], readonly string[]> = {
  contact: ["message"],
  intake: ["painPoints", "selectedSolutions"],
  demo: ["industry", "solutions"],
  callback: ["phone", "bestTime"],
};

const EXCERPT = 120;

function keyFields(lead: Lead) {
  return KEY_FIELDS[lead.kind].flatMap((field) => {
    const text = fieldText(field, lead.payload[field]);
    if (!text) return [];
    const value = text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
    return [{ label: fieldLabel(field), value }];
  });
}

/**
 * The attribution worth a table cell: the source by the report's rule (UTM source, then source, ref, affiliate link,
 * the referrer's host), the campaign, and where the visit landed.
 */
function attributionSummary(lead: Lead) {
  const source = [
    lead.source === SOURCE_DIRECT ? "" : lead.source,
    lead.campaign === NOT_SET ? "" : lead.campaign,
  ]
    .filter(Boolean)
    .join(" / ");
  return [source, lead.attribution.landing_page ?? ""].filter(Boolean);
}

type Props = { items: LeadListItem[]; now: Date; empty?: string };

/** `empty`: what to say when there is nothing to list (a filtered list has its own words). */
export function LeadsTable({ items, now, empty = copy.empty }: Props) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <DataTable label={copy.tableLabel} columns={Object.values(c)} className="sm:min-w-[76rem]">
      {items.map(({ lead, delivery }) => {
        const attribution = attributionSummary(lead);
        return (
          <tr key={lead.id} className={t.tr}>
            <Cell label={c.received} className="sm:whitespace-nowrap">
              {formatTime(lead.createdAt)}
            </Cell>
            <Cell label={c.kind}>{copy.kinds[lead.kind]}</Cell>
            <Cell label={c.status}>
              <StatusBadge tone={lead.status === "new" ? "waiting" : "neutral"}>
                {leadStatusCopy.labels[lead.status]}
              </StatusBadge>
            </Cell>
            <Cell label={c.response} className="sm:max-w-40">
              {responseText(lead, now, copy.response)}
            </Cell>
            <Cell label={c.contact} className="sm:max-w-56">
              <Link
                href={`/settings/leads/${lead.id}`}
                aria-label={copy.viewLabel(lead.name)}
                className="font-semibold break-words text-primary underline underline-offset-2 hover:no-underline"
              >
                {lead.name}
              </Link>
              <p className="wrap-anywhere text-muted-foreground">{lead.email}</p>
              {typeof lead.payload.phone === "string" && lead.payload.phone && (
                <p className="text-muted-foreground">{lead.payload.phone}</p>
              )}
            </Cell>
            <Cell label={c.business} className="break-words sm:max-w-48">
              {lead.businessName ?? "—"}
            </Cell>
            <Cell label={c.details} className="sm:max-w-72">
              <ul className="space-y-1">
                {keyFields(lead).map((field) => (
                  <li key={field.label} className="break-words">
                    <span className="text-muted-foreground">{field.label}: </span>
                    {field.value}
                  </li>
                ))}
              </ul>
            </Cell>
            <Cell label={c.attribution} className="text-muted-foreground sm:max-w-48">
              {attribution.length > 0 ? (
                attribution.map((line) => (
                  <p key={line} className="wrap-anywhere">
                    {line}
                  </p>
                ))
              ) : (
                <p>{copy.direct}</p>
              )}
            </Cell>
            <Cell label={c.delivery}>
              <StatusBadge tone={toneOf(delivery)}>{copy.delivery[delivery]}</StatusBadge>
            </Cell>
          </tr>
        );
      })}
    </DataTable>
  );
}
