import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { leadDeskCopy as copy, leadStatusCopy } from "@/content/lead-status";
import { site } from "@/content/site";
import { leadsCopy } from "@/content/settings";
import { fieldText } from "@/lib/forms/lead-fields";
import { durationText } from "@/lib/leads/duration";
import { formatTime } from "@/lib/time-format";
import type { DeskLead, LeadDesk as Desk } from "@/lib/settings/leads/desk";
import { LeadStatusControl } from "./lead-status-control";
import { Panel } from "./settings-section";
import { StatusBadge } from "./status-badge";

function DeskItem({ item }: { item: DeskLead }) {
  const { lead, ageMs, overdue, replyHref, callHref } = item;
  const bestTime = lead.kind === "callback" ? fieldText("bestTime", lead.payload.bestTime) : "";
  return (
    <li
      className="flex flex-col gap-4 py-4 first:pt-0 last:pb-0 lg:flex-row lg:items-start lg:justify-between"
      data-desk-lead={lead.id}
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={`/settings/leads/${lead.id}`}
            aria-label={copy.openLead(lead.name)}
            className="font-semibold break-words text-primary underline underline-offset-2 hover:no-underline"
          >
            {lead.name}
          </Link>
          <span className="text-sm text-muted-foreground">
            {leadsCopy.kinds[lead.kind]}
            {lead.businessName ? ` · ${lead.businessName}` : ""}
          </span>
          {lead.status !== "new" && (
            <StatusBadge tone="waiting">{leadStatusCopy.labels[lead.status]}</StatusBadge>
          )}
          {overdue && <StatusBadge tone="failed">{copy.overdue}</StatusBadge>}
        </div>
        {lead.email && <p className="text-sm wrap-anywhere text-muted-foreground">{lead.email}</p>}
        {callHref && (
          <p className="text-sm wrap-anywhere text-muted-foreground">
            {String(lead.payload.phone)}
            {bestTime && ` · ${copy.bestTime(bestTime)}`}
          </p>
        )}
        <p className="text-sm" data-age>
          <time dateTime={lead.createdAt.toISOString()} title={formatTime(lead.createdAt)}>
            {copy.age(durationText(ageMs), site.replyWithinHours)}
          </time>
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-3">
        {/* A callback request is answered by calling: that action comes first. */}
        {lead.kind === "callback" && callHref && (
          <a
            href={callHref}
            aria-label={copy.callBackLabel(lead.name)}
            className={buttonClasses("primary", "sm")}
          >
            {copy.callBack}
          </a>
        )}
        {replyHref && (
          <a
            href={replyHref}
            aria-label={copy.replyLabel(lead.name)}
            className={buttonClasses(lead.kind === "callback" ? "secondary" : "primary", "sm")}
          >
            {copy.reply}
          </a>
        )}
        <LeadStatusControl leadId={lead.id} name={lead.name} status={lead.status} />
      </div>
    </li>
  );
}

/** What needs the owner now: New leads with their age against the promised reply time, then leads in progress. */
export function LeadDesk({ desk }: { desk: Desk }) {
  const { fresh, open, newCount, overdueCount } = desk;
  if (fresh.length === 0 && open.length === 0) {
    return (
      <Panel>
        <p className="text-sm text-muted-foreground">{copy.empty}</p>
      </Panel>
    );
  }
  return (
    <Panel>
      <p className="mb-4 text-sm font-medium" data-desk-summary>
        {copy.summary(newCount, overdueCount)}
        {newCount > fresh.length && ` ${copy.more(newCount - fresh.length)}`}
      </p>
      {fresh.length > 0 && (
        <ul aria-label={copy.listLabel} className="divide-y divide-border">
          {fresh.map((item) => (
            <DeskItem key={item.lead.id} item={item} />
          ))}
        </ul>
      )}
      {open.length > 0 && (
        <>
          <h3 className="mt-6 mb-3 border-t border-border pt-5 font-semibold">{copy.inProgress}</h3>
          <ul aria-label={copy.inProgress} className="divide-y divide-border">
            {open.map((item) => (
              <DeskItem key={item.lead.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
