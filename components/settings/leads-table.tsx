import Link from "next/link";
import { leadStatusCopy } from "@/content/lead-status";
import { leadsCopy as copy } from "@/content/settings";
import { NOT_SET, SOURCE_DIRECT, type Lead } from "@/lib/db/schema";
import { responseText } from "@/lib/leads/duration";
import { phoneLink } from "@/lib/leads/phone-link";
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

const EXCERPT = 100;

function keyFields(lead: Lead) {
  return KEY_FIELDS[lead.kind].flatMap((field) => {
    const text = fieldText(field, lead.payload[field]);
    if (!text) return [];
    const value = text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
    return [{ label: fieldLabel(field), value }];
  });
}

/**
 * The attribution in one line, as the sources report names it: source / medium / campaign, each only when known
 * (the landing page, click ids and every UTM key are on the lead's page).
 */
function attributionSummary(lead: Lead) {
  return [lead.source === SOURCE_DIRECT ? "" : lead.source, lead.medium, lead.campaign]
    .filter((part) => part && part !== NOT_SET)
    .join(" / ");
}

type Props = { items: LeadListItem[]; now: Date; empty?: string };

/**
 * `empty`: what to say when there is nothing to list (a filtered list has its own words). Six columns that wrap, so
 * the table fits a laptop's width without scrolling sideways; on phones each lead is a card.
 */
export function LeadsTable({ items, now, empty = copy.empty }: Props) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <DataTable label={copy.tableLabel} columns={Object.values(c)}>
      {items.map(({ lead, delivery }) => {
        const attribution = attributionSummary(lead);
        const phone = phoneLink(lead.payload.phone);
        return (
          <tr key={lead.id} className={t.tr} data-lead={lead.id}>
            <Cell label={c.contact} className="sm:w-64 sm:max-w-64">
              <Link
                href={`/settings/leads/${lead.id}`}
                aria-label={copy.viewLabel(lead.name)}
                className="font-semibold break-words text-primary underline underline-offset-2 hover:no-underline"
              >
                {lead.name}
              </Link>
              <p className="wrap-anywhere text-muted-foreground">{lead.email}</p>
              {phone && <p className="text-muted-foreground">{phone.text}</p>}
              {lead.businessName && <p className="break-words">{lead.businessName}</p>}
            </Cell>
            <Cell label={c.received} className="sm:w-40">
              <p>{formatTime(lead.createdAt)}</p>
              <p className="text-muted-foreground">{copy.kinds[lead.kind]}</p>
            </Cell>
            <Cell label={c.status} className="sm:w-40">
              <StatusBadge tone={lead.status === "new" ? "waiting" : "neutral"}>
                {leadStatusCopy.labels[lead.status]}
              </StatusBadge>
              <p className="mt-1 text-muted-foreground">{responseText(lead, now, copy.response)}</p>
            </Cell>
            <Cell label={c.details}>
              <ul className="space-y-1">
                {keyFields(lead).map((field) => (
                  <li key={field.label} className="break-words">
                    <span className="text-muted-foreground">{field.label}: </span>
                    {field.value}
                  </li>
                ))}
              </ul>
            </Cell>
            <Cell label={c.attribution} className="text-muted-foreground sm:w-44 sm:max-w-44">
              <p className="wrap-anywhere">{attribution || copy.direct}</p>
            </Cell>
            <Cell label={c.delivery} className="sm:w-32">
              <StatusBadge tone={toneOf(delivery)}>{copy.delivery[delivery]}</StatusBadge>
            </Cell>
          </tr>
        );
      })}
    </DataTable>
  );
}
