import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { leadRecordCopy } from "@/content/lead-record";
import { leadDeskCopy as copy, leadStatusCopy } from "@/content/lead-status";
import { site } from "@/content/site";
import { leadsCopy } from "@/content/settings";
import { fieldText } from "@/lib/forms/lead-fields";
import { durationText } from "@/lib/leads/duration";
import { formatTime } from "@/lib/time-format";
import type { DeskLead, LeadDesk as Desk } from "@/lib/settings/leads/desk";
import { phoneLink } from "@/lib/leads/phone-link";
import { LeadStatusControl } from "./lead-status-control";
import { Panel } from "./settings-section";
import { StatusBadge } from "./status-badge";

const words = leadRecordCopy.desk;
const EXCERPT = 140;

/**
 * What is true of the lead now: a New one waits against the promised reply time; an answered one shows the owner's
 * last action (a status set, or the latest note) and when the next follow-up is, not the promise.
 */
function DeskFacts({ item, now }: { item: DeskLead; now: Date }) {
  const { lead, ageMs, lastAction, followUpOverdue } = item;
  const followUp = lead.followUpAt && (
    <p className="text-sm" data-follow-up-due={followUpOverdue ? "overdue" : "due"}>
      <time dateTime={lead.followUpAt.toISOString()}>
        {(lead.followUpAt <= now || followUpOverdue ? words.due : words.next)(formatTime(lead.followUpAt))}
      </time>
    </p>
  );
  if (lead.status === "new") {
    return (
      <>
        <p className="text-sm" data-age>
          <time dateTime={lead.createdAt.toISOString()} title={formatTime(lead.createdAt)}>
            {copy.age(durationText(ageMs), site.replyWithinHours)}
          </time>
        </p>
        {followUp}
      </>
    );
  }
  const ago = lastAction && durationText(now.getTime() - lastAction.at.getTime());
  return (
    <>
      {lastAction && ago && (
        <p className="text-sm" data-last-action={lastAction.kind}>
          {lastAction.kind === "status" ? (
            words.lastStatus(leadStatusCopy.labels[lastAction.status], ago)
          ) : (
            <>
              <span className="font-medium">{words.lastNote(ago)}</span>{" "}
              <span className="break-words text-muted-foreground">
                {lastAction.body.length > EXCERPT
                  ? `${lastAction.body.slice(0, EXCERPT - 1)}…`
                  : lastAction.body}
              </span>
            </>
          )}
        </p>
      )}
      {followUp ?? <p className="text-sm text-muted-foreground">{words.noNext}</p>}
    </>
  );
}

function DeskItem({ item, now }: { item: DeskLead; now: Date }) {
  const { lead, overdue, followUpOverdue, replyHref, callHref } = item;
  const bestTime = lead.kind === "callback" ? fieldText("bestTime", lead.payload.bestTime) : "";
  return (
    // Classes of the repeated parts are set once in globals.css (.desk-*): each item's markup is sent twice.
    <li className="desk-item" data-desk-lead={lead.id}>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={`/settings/leads/${lead.id}`}
            aria-label={copy.openLead(lead.name)}
            className="desk-name"
          >
            {lead.name}
          </Link>
          <span className="desk-meta">
            {leadsCopy.kinds[lead.kind]}
            {lead.businessName ? ` · ${lead.businessName}` : ""}
          </span>
          {lead.status !== "new" && (
            <StatusBadge tone="waiting">{leadStatusCopy.labels[lead.status]}</StatusBadge>
          )}
          {(overdue || followUpOverdue) && <StatusBadge tone="failed">{copy.overdue}</StatusBadge>}
        </div>
        {lead.email && <p className="desk-meta">{lead.email}</p>}
        {callHref && (
          <p className="desk-meta">
            {phoneLink(lead.payload.phone)?.text}
            {bestTime && ` · ${copy.bestTime(bestTime)}`}
          </p>
        )}
        <DeskFacts item={item} now={now} />
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

function DeskList({ label, items, now }: { label: string; items: DeskLead[]; now: Date }) {
  return (
    <ul aria-label={label} className="divide-y divide-border">
      {items.map((item) => (
        <DeskItem key={item.lead.id} item={item} now={now} />
      ))}
    </ul>
  );
}

/**
 * What needs the owner now: New leads with their age against the promised reply time, the follow-ups due today or
 * overdue, then leads in progress.
 */
export function LeadDesk({ desk, now }: { desk: Desk; now: Date }) {
  const { due, dueCount, fresh, open, newCount, overdueCount } = desk;
  if (due.length === 0 && fresh.length === 0 && open.length === 0) {
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
        {newCount > fresh.length && (
          <>
            {" "}
            {copy.more(newCount - fresh.length)}{" "}
            <Link href="/settings/leads?status=new" className="text-primary underline underline-offset-2">
              {copy.moreLink}
            </Link>
          </>
        )}
      </p>
      {fresh.length > 0 && <DeskList label={copy.listLabel} items={fresh} now={now} />}
      <h2 id="follow-ups" className="mt-6 mb-3 scroll-mt-24 border-t border-border pt-5 font-semibold">
        {words.followUps}
      </h2>
      {due.length > 0 ? (
        <>
          <DeskList label={words.followUps} items={due} now={now} />
          {dueCount > due.length && (
            <p className="mt-3 text-sm text-muted-foreground">{words.moreDue(dueCount - due.length)}</p>
          )}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{words.followUpsNone}</p>
      )}
      {open.length > 0 && (
        <>
          <h2 className="mt-6 mb-3 border-t border-border pt-5 font-semibold">{copy.inProgress}</h2>
          <DeskList label={copy.inProgress} items={open} now={now} />
        </>
      )}
    </Panel>
  );
}
