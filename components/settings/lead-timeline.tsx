import type { ReactNode } from "react";
import { leadRecordCopy } from "@/content/lead-record";
import { leadStatusCopy as copy } from "@/content/lead-status";
import { moneyCopy } from "@/content/money";
import type { Lead, LeadNote, LeadStatusChange } from "@/lib/db/schema";
import { responseText } from "@/lib/leads/duration";
import { formatTime } from "@/lib/time-format";
import { LeadStatusControl } from "./lead-status-control";
import { Panel } from "./settings-section";

/** `deal`: the lead's own value for its control; `valueText`: what it is worth now, and why. */
type Props = {
  lead: Lead;
  changes: LeadStatusChange[];
  notes: LeadNote[];
  now: Date;
  deal?: { value: string; currency: string };
  valueText?: string;
  children?: ReactNode;
};

type Entry =
  | { at: Date; key: string; kind: "change"; change: LeadStatusChange }
  | { at: Date; key: string; kind: "note"; note: LeadNote };

/**
 * The lead's status control, its response time, its value, and its history oldest first: status changes and the
 * owner's notes in one list. `children`: the note form, under the list it adds to.
 */
export function LeadTimeline({ lead, changes, notes, now, deal, valueText, children }: Props) {
  const t = copy.timeline;
  const entries: Entry[] = [
    ...changes.map((change) => ({ at: change.changedAt, key: change.id, kind: "change" as const, change })),
    ...notes.map((note) => ({ at: note.createdAt, key: note.id, kind: "note" as const, note })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return (
    <Panel>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <LeadStatusControl leadId={lead.id} name={lead.name} status={lead.status} deal={deal} />
        <div className="space-y-1 text-sm">
          <p data-response-time>
            <span className="font-medium text-muted-foreground">{copy.response.label}: </span>
            {responseText(lead, now, copy.response)}
          </p>
          {valueText && (
            <p data-lead-value>
              <span className="font-medium text-muted-foreground">{moneyCopy.deal.value}: </span>
              {valueText}
            </p>
          )}
        </div>
      </div>
      <ol aria-label={t.listLabel} className="mt-5 space-y-3 border-l-2 border-border pl-4 text-sm">
        <li>
          <time dateTime={lead.createdAt.toISOString()} className="text-muted-foreground">
            {formatTime(lead.createdAt)}
          </time>
          <span className="ml-2 font-medium">{t.received}</span>
        </li>
        {entries.map((entry) =>
          entry.kind === "change" ? (
            <li key={entry.key} data-status-change={entry.change.toStatus}>
              <time dateTime={entry.at.toISOString()} className="text-muted-foreground">
                {formatTime(entry.at)}
              </time>
              <span className="ml-2 font-medium">
                {t.change(copy.labels[entry.change.fromStatus], copy.labels[entry.change.toStatus])}
              </span>
            </li>
          ) : (
            <li key={entry.key} data-note>
              <time dateTime={entry.at.toISOString()} className="text-muted-foreground">
                {formatTime(entry.at)}
              </time>
              <span className="ml-2 font-medium wrap-anywhere">
                {leadRecordCopy.notes.by(entry.note.author)}
              </span>
              {/* The owner's text as text, never markup, with its line breaks. */}
              <p className="mt-1 rounded-lg bg-muted px-3 py-2 break-words whitespace-pre-wrap">
                {entry.note.body}
              </p>
            </li>
          ),
        )}
      </ol>
      {entries.length === 0 && <p className="mt-3 text-sm text-muted-foreground">{t.empty}</p>}
      {children}
    </Panel>
  );
}
