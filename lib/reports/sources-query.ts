import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/open";
import { sourceDays } from "@/lib/db/schema";
import { bucketUnit, periodDays, type Period } from "./period";
import { shapeReport, type GroupedRow } from "./sources-shape";

/** The period's daily counts (source_days, kept by triggers) grouped four ways in one pass with GROUPING SETS. */
export async function sourcesReport(
  db: Database,
  { period, now = new Date() }: { period: Period; now?: Date },
) {
  // Today in the owner's time zone, and the period's first day (for all time, the oldest day counted).
  const days = periodDays(period);
  const today = sql`(${now.toISOString()}::timestamptz at time zone app.report_time_zone())::date`;
  const [range] = rowsOf<{ first: string | null; today: string }>(
    await db.execute(sql`
      select ${today}::text as today,
        (${days === null ? sql`(select min(${sourceDays.day}) from ${sourceDays})` : sql`${today} - ${days - 1}::int`})::text
          as first`),
  );
  if (!range) throw new Error("period bounds query returned no row");
  const first = range.first ?? range.today;
  const unit = bucketUnit(period, (Date.parse(range.today) - Date.parse(first)) / 86_400_000);
  const rows = await db.execute(sql`
    select grouping(source, campaign, landing_page, bucket) as grp, source, campaign, landing_page,
      bucket::date::text as bucket, kind, sum(count)::int as n
    from (select source, campaign, landing_page, kind, count, date_trunc(${unit}, day::timestamp) as bucket
          from ${sourceDays} where day between ${first}::date and ${range.today}::date) d
    group by grouping sets ((source, kind), (campaign, kind), (landing_page, kind), (bucket, source, kind))`);
  return shapeReport({ period, unit, first, today: range.today, rows: rowsOf<GroupedRow>(rows) });
}
