import { leadStatusCopy as copy } from "@/content/lead-status";
import { moneyCopy } from "@/content/money";
import type { Lead, LeadStatusChange } from "@/lib/db/schema";
import { responseText } from "@/lib/leads/duration";
import { formatTime } from "@/lib/time-format";
import { LeadStatusControl } from "./lead-status-control";
import { Panel } from "./settings-section";

/** `deal`: the lead's own value for its control; `valueText`: what it is worth now, and why. */
type Props = {
  lead: Lead;
  changes: LeadStatusChange[];
  now: Date;
  deal?: { value: string; currency: string };
  valueText?: string;
};

/** The lead's status control, its response time and every change since it came in, oldest first. */
export function LeadTimeline({ lead, changes, now, deal, valueText }: Props) {
  const t = copy.timeline;
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
        {changes.map((change) => (
          <li key={change.id} data-status-change={change.toStatus}>
            <time dateTime={change.changedAt.toISOString()} className="text-muted-foreground">
              {formatTime(change.changedAt)}
            </time>
            <span className="ml-2 font-medium">
              {t.change(copy.labels[change.fromStatus], copy.labels[change.toStatus])}
            </span>
          </li>
        ))}
      </ol>
      {changes.length === 0 && <p className="mt-3 text-sm text-muted-foreground">{t.empty}</p>}
    </Panel>
  );
}
