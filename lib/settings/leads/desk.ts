import "server-only";
import { asc, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { leadDeskCopy } from "@/content/lead-status";
import { site } from "@/content/site";
import type { Database } from "@/lib/db/open";
import { statusesIn } from "@/lib/db/lead-statuses";
import { leads, type Lead } from "@/lib/db/schema";

/** The reply time the site promises (content/site.ts), in milliseconds: a New lead older than this is overdue. */
export const REPLY_WITHIN_MS = site.replyWithinHours * 3_600_000;
const NEW_SHOWN = 25;
const OPEN_SHOWN = 10;
/** Statuses still waiting on the owner after the first answer. */
const IN_PROGRESS = statusesIn("in_progress");

export type DeskLead = {
  lead: Lead;
  ageMs: number;
  overdue: boolean;
  replyHref: string | null;
  callHref: string | null;
};

/** A `tel:` link to the number the lead left (stored as E.164), or null when there is none. */
export function callHref(lead: Pick<Lead, "payload">): string | null {
  const phone = lead.payload.phone;
  return typeof phone === "string" && /^\+\d{8,15}$/.test(phone) ? `tel:${phone}` : null;
}

/** A `mailto:` link to the lead with a subject naming what they asked for, every part percent-encoded. */
export function replyHref(lead: Pick<Lead, "email" | "kind">): string | null {
  if (!lead.email) return null;
  const to = encodeURIComponent(lead.email).replaceAll("%40", "@");
  const subject = encodeURIComponent(leadDeskCopy.subjects[lead.kind](site.name));
  return `mailto:${to}?subject=${subject}`;
}

const onDesk = (lead: Lead, now: Date): DeskLead => {
  const ageMs = now.getTime() - lead.createdAt.getTime();
  return {
    lead,
    ageMs,
    overdue: lead.status === "new" && ageMs > REPLY_WITHIN_MS,
    replyHref: replyHref(lead),
    callHref: callHref(lead),
  };
};

/**
 * The leads that need the owner: New ones oldest first (the longest wait on top), then those in progress, newest
 * first; with how many are New and how many of those are past the promised reply time.
 */
export async function leadDesk(db: Database, now = new Date()) {
  const overdueBefore = new Date(now.getTime() - REPLY_WITHIN_MS);
  // Ordered by time alone, so each list reads its index in order and stops at the limit.
  const [fresh, open, [totals]] = await Promise.all([
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
  ]);
  return {
    fresh: fresh.map((lead) => onDesk(lead, now)),
    open: open.map((lead) => onDesk(lead, now)),
    newCount: totals?.all ?? 0,
    overdueCount: totals?.late ?? 0,
  };
}

export type LeadDesk = Awaited<ReturnType<typeof leadDesk>>;
