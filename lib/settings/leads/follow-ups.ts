import "server-only";
import { and, asc, count, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { statusesIn } from "@/lib/db/lead-statuses";
import { leads } from "@/lib/db/schema";

/** The end of the owner's day (report time zone) that `now` falls in: follow-ups before it are due today or overdue. */
const endOfToday = (now: Date) =>
  sql`((date_trunc('day', ${now.toISOString()}::timestamptz at time zone app.report_time_zone()) + interval '1 day') at time zone app.report_time_zone())`;

const open = () => inArray(leads.status, [...statusesIn("new"), ...statusesIn("in_progress")]);
const dueBy = (now: Date) => and(isNotNull(leads.followUpAt), open(), lt(leads.followUpAt, endOfToday(now)));

/** How many open leads have a follow-up due today or overdue: the count beside the desk in the owner's navigation. */
export async function followUpsDueCount(db: Database, now = new Date()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leads).where(dueBy(now));
  return row?.n ?? 0;
}

/** The open leads whose follow-up is due today or overdue, the most overdue first. */
export function followUpsDue(db: Database, now = new Date(), limit = 25) {
  return db.select().from(leads).where(dueBy(now)).orderBy(asc(leads.followUpAt)).limit(limit);
}
