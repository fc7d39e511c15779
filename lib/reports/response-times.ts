import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/open";
import { leads } from "@/lib/db/schema";
import { withinDays } from "./period-start";
import { dayRange, reportToday, type ReportPeriod } from "./range";

export type ResponseTimes = {
  /** Leads created in the period. */
  leads: number;
  /** Of those, answered (moved out of New) at all, within 5 minutes, within an hour. */
  answered: number;
  within5: number;
  withinHour: number;
  /** The median time to the first answer, an unanswered lead counting as never: Infinity when fewer than half were answered, null without leads. */
  medianMs: number | null;
};

/** How fast the period's leads were answered: the time from the form to the first change out of New. */
export async function responseTimes(
  db: Database,
  period: ReportPeriod,
  now = new Date(),
): Promise<ResponseTimes> {
  const wait = sql`(${leads.respondedAt} - ${leads.createdAt})`;
  const result = await db.execute(sql`
    select count(*)::int as leads,
      count(${leads.respondedAt})::int as answered,
      count(*) filter (where ${wait} <= interval '5 minutes')::int as within5,
      count(*) filter (where ${wait} <= interval '1 hour')::int as within_hour,
      percentile_disc(0.5) within group (
        order by coalesce(extract(epoch from ${wait}) * 1000, 'infinity'::float8)) as median_ms
    from ${leads}
    where ${withinDays(leads.createdAt, dayRange(period, reportToday(now)))}`);
  const [row] = rowsOf<{
    leads: number;
    answered: number;
    within5: number;
    within_hour: number;
    median_ms: number | string | null;
  }>(result);
  const median = row?.median_ms;
  return {
    leads: row?.leads ?? 0,
    answered: row?.answered ?? 0,
    within5: row?.within5 ?? 0,
    withinHour: row?.within_hour ?? 0,
    medianMs: median === null || median === undefined ? null : Number(median),
  };
}
