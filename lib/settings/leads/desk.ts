import "server-only";
import { asc, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { leadDeskCopy } from "@/content/lead-status";
import { site } from "@/content/site";
import { currentFacts } from "@/lib/site-facts/current";
import type { Database } from "@/lib/db/open";
import { statusesIn } from "@/lib/db/lead-statuses";
import { phoneLink } from "@/lib/forms/phone-link";
import { reportToday } from "@/lib/reports/range";
import { leads, type Lead } from "@/lib/db/schema";
import { followUpsDue, followUpsDueCount } from "./follow-ups";
import { lastActions, type LastAction } from "./last-action";

/** The reply time the site promises (content/site.ts), in milliseconds: a New lead older than this is overdue. */
export const REPLY_WITHIN_MS = site.replyWithinHours * 3_600_000;
/** Kept short so the desk stays light with any number of leads: the rest are a link away, in the leads list. */
const NEW_SHOWN = 10;
const OPEN_SHOWN = 3;
/** The most overdue follow-ups shown; the navigation counts them all. */
const DUE_SHOWN = 5;
/** Statuses still waiting on the owner after the first answer. */
const IN_PROGRESS = statusesIn("in_progress");

/**
 * A lead as the desk shows it: a New one by its age against the promised reply time; an answered one by the owner's
 * last action and its next follow-up (`followUpDue`: its day has come, as the desk's due list counts it, whatever its
 * hour; `followUpOverdue`: due before today began).
 */
export type DeskLead = {
  lead: Lead;
  ageMs: number;
  overdue: boolean;
  replyHref: string | null;
  callHref: string | null;
  lastAction?: LastAction;
  followUpDue: boolean;
  followUpOverdue: boolean;
};

/** A `tel:` link to the number the lead left, or null when there is none. */
export const callHref = (lead: Pick<Lead, "payload">): string | null =>
  phoneLink(lead.payload.phone)?.href ?? null;

/** A `mailto:` link to an address, percent-encoded but its @. */
export const mailtoHref = (email: string) => `mailto:${encodeURIComponent(email).replaceAll("%40", "@")}`;

/**
 * A `mailto:` link to the lead with a subject naming what they asked for, every part percent-encoded; `company`: the
 * name as published (lib/site-facts/current.ts).
 */
export function replyHref(lead: Pick<Lead, "email" | "kind">, company: string = site.name): string | null {
  if (!lead.email) return null;
  const subject = encodeURIComponent(leadDeskCopy.subjects[lead.kind](company));
  return `${mailtoHref(lead.email)}?subject=${subject}`;
}

/** What every lead on the desk is read against: the time, the owner's day, their actions and the company name. */
type DeskContext = { now: Date; today: string; actions: Map<string, LastAction>; company: string };

const onDesk = (lead: Lead, { now, today, actions, company }: DeskContext): DeskLead => {
  const ageMs = now.getTime() - lead.createdAt.getTime();
  const followUpDay = lead.followUpAt && reportToday(lead.followUpAt);
  return {
    lead,
    ageMs,
    overdue: lead.status === "new" && ageMs > REPLY_WITHIN_MS,
    replyHref: replyHref(lead, company),
    callHref: callHref(lead),
    lastAction: actions.get(lead.id),
    // Due from the start of its day in the owner's time zone, as the due list reads it (lib/settings/leads/follow-ups.ts);
    // overdue: due on a day before the owner's today (one due earlier today is just due).
    followUpDue: Boolean(followUpDay && followUpDay <= today),
    followUpOverdue: Boolean(followUpDay && followUpDay < today),
  };
};

/**
 * The leads that need the owner: New ones oldest first (the longest wait on top), the follow-ups due today or
 * overdue (most overdue first), then those in progress, newest first; a lead is listed once, under its follow-up when
 * one is due. With how many are New and how many of those are past the promised reply time.
 */
export async function leadDesk(db: Database, now = new Date()) {
  const overdueBefore = new Date(now.getTime() - REPLY_WITHIN_MS);
  // Ordered by time alone, so each list reads its index in order and stops at the limit.
  const [due, dueCount, fresh, open, [totals], facts] = await Promise.all([
    followUpsDue(db, now, DUE_SHOWN),
    followUpsDueCount(db, now),
    db.select().from(leads).where(eq(leads.status, "new")).orderBy(asc(leads.createdAt)).limit(NEW_SHOWN),
    db
      .select()
      .from(leads)
      .where(inArray(leads.status, [...IN_PROGRESS]))
      .orderBy(desc(leads.createdAt))
      .limit(OPEN_SHOWN),
    db
      .select({
        all: count(),
        late: sql<number>`count(*) filter (where ${lt(leads.createdAt, overdueBefore)})::int`,
      })
      .from(leads)
      .where(eq(leads.status, "new")),
    currentFacts(db),
  ]);
  const dueIds = new Set(due.map((lead) => lead.id));
  const notDue = (lead: Lead) => !dueIds.has(lead.id);
  const actions = await lastActions(
    db,
    [...due, ...open].map((lead) => lead.id),
  );
  const context: DeskContext = { now, today: reportToday(now), actions, company: facts.name.value };
  return {
    due: due.map((lead) => onDesk(lead, context)),
    fresh: fresh.filter(notDue).map((lead) => onDesk(lead, context)),
    open: open.filter(notDue).map((lead) => onDesk(lead, context)),
    dueCount,
    newCount: totals?.all ?? 0,
    overdueCount: totals?.late ?? 0,
  };
}

export type LeadDesk = Awaited<ReturnType<typeof leadDesk>>;
