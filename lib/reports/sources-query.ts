import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/open";
import { bookingClicks, leads } from "@/lib/db/schema";
import { bucketUnit, periodDays, type BucketUnit, type Period } from "./period";
import { shapeReport, type ClickRow, type LeadRow, type SourcesReport } from "./sources-shape";

export type ReportOptions = { period: Period; timeZone: string; now?: Date };

type Bounds = { start: string | null; end: string; first: string | null; today: string };

/**
 * The period's first instant and the next local midnight, as the owner's calendar has them; for all time, the day
 * of the oldest lead or click (both read from their created_at indexes).
 */
async function bounds(db: Database, period: Period, timeZone: string, now: Date): Promise<Bounds> {
  const days = periodDays(period);
  const [row] = rowsOf<Bounds>(
    await db.execute(sql`
      with t as (select date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${timeZone}) as today)
      select
        case when ${days}::int is null then null
          else to_json((t.today - (${days}::int - 1) * interval '1 day') at time zone ${timeZone}) #>> '{}' end as start,
        to_json((t.today + interval '1 day') at time zone ${timeZone}) #>> '{}' as "end",
        case when ${days}::int is null then
          (least((select min(created_at) from ${leads}), (select min(created_at) from ${bookingClicks}))
            at time zone ${timeZone})::date::text
          else (t.today - (${days}::int - 1) * interval '1 day')::date::text end as first,
        t.today::date::text as today
      from t`),
  );
  if (!row) throw new Error("period bounds query returned no row");
  return row;
}

const bucketOf = (unit: BucketUnit, timeZone: string) =>
  sql`date_trunc(${unit}, created_at at time zone ${timeZone})::date::text`;

const since = (start: string | null, end: string) =>
  start === null
    ? sql`created_at < ${end}::timestamptz`
    : sql`created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`;

/**
 * One pass over each table in the period, grouped four ways at once (GROUPING SETS): by source, campaign and
 * landing page (leads also by form) for the tables, and by time bucket for the charts. `grp` tells the sets apart.
 */
export async function sourcesReport(db: Database, options: ReportOptions): Promise<SourcesReport> {
  const { period, timeZone, now = new Date() } = options;
  const range = await bounds(db, period, timeZone, now);
  const first = range.first ?? range.today;
  const spanDays = (Date.parse(range.today) - Date.parse(first)) / 86_400_000;
  const unit = bucketUnit(period, spanDays);
  const bucket = bucketOf(unit, timeZone);
  const [leadRows, clickRows] = await Promise.all([
    db.execute(sql`
      select grouping(source, campaign, landing_page, bucket) as grp, source, campaign, landing_page, bucket,
        kind, count(*)::int as n
      from (select source, campaign, landing_page, kind, ${bucket} as bucket
            from ${leads} where ${since(range.start, range.end)}) l
      group by grouping sets ((source, kind), (campaign, kind), (landing_page, kind), (bucket, source))`),
    db.execute(sql`
      select grouping(source, campaign, landing_page, bucket) as grp, source, campaign, landing_page, bucket,
        count(*)::int as n
      from (select source, campaign, landing_page, ${bucket} as bucket
            from ${bookingClicks} where ${since(range.start, range.end)}) c
      group by grouping sets ((source), (campaign), (landing_page), (bucket))`),
  ]);
  return shapeReport({
    period,
    unit,
    first,
    today: range.today,
    leads: rowsOf<LeadRow>(leadRows),
    clicks: rowsOf<ClickRow>(clickRows),
  });
}
