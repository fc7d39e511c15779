import Link from "next/link";
import { leadRecordCopy } from "@/content/lead-record";
import { leadDeskCopy as copy, leadStatusCopy } from "@/content/lead-status";
import { site } from "@/content/site";
import { leadsCopy } from "@/content/settings";
import { fieldText } from "@/lib/forms/lead-fields";
import { durationText } from "@/lib/leads/duration";
import { formatTime } from "@/lib/time-format";
import type { DeskLead, LeadDesk as Desk } from "@/lib/settings/leads/desk";
import { phoneLink } from "@/lib/forms/phone-link";
import { DeskItem, type DeskFact, type DeskItemView } from "./desk-item";
import { Panel } from "./settings-section";

const words = leadRecordCopy.desk;
const EXCERPT = 140;

/**
 * What is true of the lead now: a New one waits against the promised reply time; an answered one shows the owner's
 * last action (a status set, or the latest note) and when the next follow-up is, not the promise.
 */
function factsOf({ lead, ageMs, lastAction, followUpDue, followUpOverdue }: DeskLead, now: Date): DeskFact[] {
  const followUp: DeskFact | null = lead.followUpAt && {
    kind: "follow-up",
    at: lead.followUpAt.toISOString(),
    overdue: followUpOverdue,
    text: (followUpDue ? words.due : words.next)(formatTime(lead.followUpAt)),
  };
  if (lead.status === "new") {
    const age: DeskFact = {
      kind: "age",
      at: lead.createdAt.toISOString(),
      title: formatTime(lead.createdAt),
      text: copy.age(durationText(ageMs), site.replyWithinHours),
    };
    return followUp ? [age, followUp] : [age];
  }
  const facts: DeskFact[] = [];
  if (lastAction) {
    const ago = durationText(now.getTime() - lastAction.at.getTime());
    facts.push(
      lastAction.kind === "status"
        ? { kind: "last-status", text: words.lastStatus(leadStatusCopy.labels[lastAction.status], ago) }
        : {
            kind: "last-note",
            text: words.lastNote(ago),
            excerpt:
              lastAction.body.length > EXCERPT
                ? `${lastAction.body.slice(0, EXCERPT - 1)}…`
                : lastAction.body,
          },
    );
  }
  facts.push(followUp ?? { kind: "no-next", text: words.noNext });
  return facts;
}

/** The item's strings, worked out here on the server (formatting, copy, links). */
function viewOf(item: DeskLead, now: Date): DeskItemView {
  const { lead, overdue, followUpOverdue, replyHref, callHref } = item;
  const bestTime = lead.kind === "callback" ? fieldText("bestTime", lead.payload.bestTime) : "";
  const phone = callHref ? phoneLink(lead.payload.phone)?.text : undefined;
  // A callback request is answered by calling: that action comes first.
  const callFirst = lead.kind === "callback" && callHref;
  return {
    id: lead.id,
    name: lead.name,
    status: lead.status,
    openLabel: copy.openLead(lead.name),
    kindLine: `${leadsCopy.kinds[lead.kind]}${lead.businessName ? ` · ${lead.businessName}` : ""}`,
    statusLabel: lead.status === "new" ? null : leadStatusCopy.labels[lead.status],
    overdueLabel: overdue || followUpOverdue ? copy.overdue : null,
    lines: [
      ...(lead.email ? [lead.email] : []),
      ...(phone ? [`${phone}${bestTime ? ` · ${copy.bestTime(bestTime)}` : ""}`] : []),
    ],
    facts: factsOf(item, now),
    actions: [
      ...(callFirst
        ? [{ href: callHref, label: copy.callBackLabel(lead.name), text: copy.callBack, primary: true }]
        : []),
      ...(replyHref
        ? [{ href: replyHref, label: copy.replyLabel(lead.name), text: copy.reply, primary: !callFirst }]
        : []),
    ],
  };
}

function DeskList({ label, items, now }: { label: string; items: DeskLead[]; now: Date }) {
  return (
    <ul aria-label={label} className="divide-y divide-border">
      {items.map((item) => (
        <DeskItem key={item.lead.id} view={viewOf(item, now)} />
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
