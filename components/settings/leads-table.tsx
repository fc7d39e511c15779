import type { CSSProperties } from "react";
import Link from "next/link";
import { leadStatusCopy } from "@/content/lead-status";
import { leadsCopy as copy } from "@/content/settings";
import { NOT_SET, SOURCE_DIRECT, type Lead } from "@/lib/db/schema";
import { responseText } from "@/lib/leads/duration";
import { phoneLink } from "@/lib/forms/phone-link";
import { fieldLabel, fieldText } from "@/lib/forms/lead-fields";
import { formatTime } from "@/lib/time-format";
import type { LeadListItem } from "@/lib/settings/leads/query";
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

const COLUMNS = Object.values(c);
// Each column's name, set once on the table for the phone's cards (see .lt in globals.css).
const NAMES = Object.fromEntries(
  COLUMNS.map((column, i) => [`--c${i + 1}`, JSON.stringify(column)]),
) as CSSProperties;

/**
 * `empty`: what to say when there is nothing to list (a filtered list has its own words). Six columns that wrap, so
 * the table fits a laptop's width without scrolling sideways; on phones each lead is a card. Bare cells styled by
 * .lt in globals.css, which keeps a page of 20 leads small.
 */
export function LeadsTable({ items, now, empty = copy.empty }: Props) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <div role="region" aria-label={copy.tableLabel} tabIndex={0} className="rt-wrap">
      <table className="lt" style={NAMES}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map(({ lead, delivery }) => {
            const phone = phoneLink(lead.payload.phone);
            return (
              <tr key={lead.id} data-lead={lead.id}>
                <td>
                  <div>
                    <Link href={`/settings/leads/${lead.id}`} aria-label={copy.viewLabel(lead.name)}>
                      {lead.name}
                    </Link>
                    <small>{lead.email}</small>
                    {phone && <small>{phone.text}</small>}
                    {lead.businessName && <p>{lead.businessName}</p>}
                  </div>
                </td>
                <td>
                  <div>
                    {formatTime(lead.createdAt)}
                    <small>{copy.kinds[lead.kind]}</small>
                  </div>
                </td>
                <td>
                  <div>
                    <StatusBadge tone={lead.status === "new" ? "waiting" : "neutral"}>
                      {leadStatusCopy.labels[lead.status]}
                    </StatusBadge>
                    <small>{responseText(lead, now, copy.response)}</small>
                  </div>
                </td>
                <td>
                  <ul>
                    {keyFields(lead).map((field) => (
                      <li key={field.label}>
                        <small className="inline">{field.label}: </small>
                        {field.value}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  <div>{attributionSummary(lead) || copy.direct}</div>
                </td>
                <td>
                  <div>
                    <StatusBadge tone={toneOf(delivery)}>{copy.delivery[delivery]}</StatusBadge>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
