import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/open";
import { pageViewDays, pageViewWeekParts, sourceDays } from "@/lib/db/schema";
import { bucketUnit, wholeWeekParts } from "./period";
import { dayRange, daysBetween, reportToday, type ReportPeriod } from "./range";
import { firstRowsOf } from "./sources-first-rows";
import { shapeReport, type GroupedRow } from "./sources-shape";

/**
 * The period's daily counts (source_days, kept by triggers) and page views, each first summed per bucket and
 * attribution, then grouped five ways in one pass with GROUPING SETS. Weekly and monthly buckets read the page views
 * of whole week parts from page_view_week_parts (also kept by triggers; a part lies in one week and one month) and
 * only the days outside them from page_view_days. `viewsFrom: "days"` reads page_view_days alone (how the roll-up is
 * checked against the rows it sums).
 */
export async function sourcesReport(
  db: Database,
  {
    period,
    now = new Date(),
    viewsFrom,
    rowsPerTable,
  }: { period: ReportPeriod; now?: Date; viewsFrom?: "days"; rowsPerTable?: number },
) {
  // The period's days in the owner's time zone; all time starts on the oldest day counted.
  const range = dayRange(period, reportToday(now));
  const last = range.last;
  let first = range.first;
  if (first === null) {
    const [row] = rowsOf<{ first: string | null }>(
      await db.execute(sql`
        select least((select min(${sourceDays.day}) from ${sourceDays}),
          (select min(${pageViewDays.day}) from ${pageViewDays}))::text as first`),
    );
    first = row?.first ?? last;
  }
  const unit = bucketUnit(daysBetween(first, last));
  const within = sql`day between ${first}::date and ${last}::date`;
  const bucket = sql`date_trunc(${unit}, day::timestamp)`;
  const parts =
    unit !== "day" && viewsFrom !== "days" ? wholeWeekParts(first, last, range.first === null) : null;
  const views = parts
    ? sql`select starts as day, source, medium, campaign, landing_page, views, visitors from ${pageViewWeekParts}
        where starts >= ${parts.from}::date and starts < ${parts.to}::date
      union all
      select day, source, medium, campaign, landing_page, views, visitors from ${pageViewDays}
        where ${within} and (day < ${parts.from}::date or day >= ${parts.to}::date)`
    : sql`select day, source, medium, campaign, landing_page, views, visitors from ${pageViewDays} where ${within}`;
  const grouped = sql`select grouping(source, medium, campaign, landing_page, bucket) as grp, source, medium, campaign,
      landing_page, bucket, kind, sum(n) as n, sum(views) as views, sum(visitors) as visitors
    from d
    group by grouping sets ((source, kind), (medium, kind), (campaign, kind), (landing_page, kind), (bucket, source, kind))`;
  const rows = await db.execute(sql`
    with d as (
      select ${bucket} as bucket, source, medium, campaign, landing_page, kind,
        sum(count) as n, 0::bigint as views, 0::bigint as visitors
      from ${sourceDays} where ${within} group by 1, 2, 3, 4, 5, 6
      union all
      select ${bucket}, source, medium, campaign, landing_page, 'visit', 0, sum(views), sum(visitors)
      from (${views}) as v group by 1, 2, 3, 4, 5),
    g as (${grouped})
    ${rowsPerTable === undefined ? sql`select grp, source, medium, campaign, landing_page, bucket::date::text as bucket, kind, n::int, views::int, visitors::int from g` : firstRowsOf(rowsPerTable)}`);
  return shapeReport({ period, unit, first, today: last, rows: rowsOf<GroupedRow>(rows) });
}
