import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/open";
import {
  pageViewDays,
  pageViewMonths,
  pageViewWeekParts,
  sourceDays,
  sourceMonths,
  sourceWeekParts,
} from "@/lib/db/schema";
import { monthSplit } from "./month-split";
import { bucketUnit, wholeWeekParts } from "./period";
import { dayRange, daysBetween, reportToday, type ReportPeriod } from "./range";
import { firstRowsOf } from "./sources-first-rows";
import { BUCKETS, shapeReport, type GroupedRow } from "./sources-shape";

/**
 * The period's counts and page views grouped five ways: per source, medium, campaign and page for the tables, per
 * bucket and source for the chart. All kept by triggers: the tables read whole months from source_months and the
 * other days from source_days; the chart, by week or month, whole week parts per source from source_week_parts; page
 * views come from page_view_week_parts for whole week parts and page_view_days for the rest. Each is summed first to
 * a row per attribution (or bucket and source), so a year of 200 campaigns groups a few thousand rows, not 100,000.
 * `from: "days"` reads the day rows alone (how the roll-ups are checked against the rows they sum).
 */
export async function sourcesReport(
  db: Database,
  {
    period,
    now = new Date(),
    from,
    rowsPerTable,
  }: { period: ReportPeriod; now?: Date; from?: "days"; rowsPerTable?: number },
) {
  // The period's days in the owner's time zone; all time starts on the oldest day counted.
  const range = dayRange(period, reportToday(now));
  const last = range.last;
  // The oldest day counted (where all time starts) and the latest (whether the last month's roll-up is whole).
  const [stored] = rowsOf<{ first: string | null; latest: string | null; viewed: string | null }>(
    await db.execute(sql`
      select least((select min(${sourceDays.day}) from ${sourceDays}),
          (select min(${pageViewDays.day}) from ${pageViewDays}))::text as first,
        (select max(${sourceDays.day}) from ${sourceDays})::text as latest,
        (select max(${pageViewDays.day}) from ${pageViewDays})::text as viewed`),
  );
  const first = range.first ?? stored?.first ?? last;
  const unit = bucketUnit(daysBetween(first, last));
  const within = sql`day between ${first}::date and ${last}::date`;
  const parts = unit !== "day" && from !== "days" ? wholeWeekParts(first, last, range.first === null) : null;
  const outside = (span: { from: string; to: string }) =>
    sql`(day < ${span.from}::date or day >= ${span.to}::date)`;
  const views = parts
    ? sql`select starts as day, source, medium, campaign, landing_page, views, visitors from ${pageViewWeekParts}
        where starts >= ${parts.from}::date and starts < ${parts.to}::date
      union all
      select day, source, medium, campaign, landing_page, views, visitors from ${pageViewDays}
        where ${within} and ${outside(parts)}`
    : sql`select day, source, medium, campaign, landing_page, views, visitors from ${pageViewDays} where ${within}`;
  const months = monthSplit(range.first, last, stored?.latest ?? null);
  const viewMonths = monthSplit(range.first, last, stored?.viewed ?? null);
  const tableViews =
    from !== "days"
      ? sql`select source, medium, campaign, landing_page, views, visitors from ${pageViewMonths}
        where ${viewMonths.inMonths}
      union all
      select source, medium, campaign, landing_page, views, visitors from ${pageViewDays} where ${viewMonths.otherDays}`
      : sql`select source, medium, campaign, landing_page, views, visitors from ${pageViewDays} where ${within}`;
  const counts =
    from !== "days"
      ? sql`select source, medium, campaign, landing_page, kind, count from ${sourceMonths} where ${months.inMonths}
      union all
      select source, medium, campaign, landing_page, kind, count from ${sourceDays} where ${months.otherDays}`
      : sql`select source, medium, campaign, landing_page, kind, count from ${sourceDays} where ${within}`;
  const chart = parts
    ? sql`select starts as day, source, kind, count from ${sourceWeekParts}
        where starts >= ${parts.from}::date and starts < ${parts.to}::date
      union all
      select day, source, kind, count from ${sourceDays} where ${within} and ${outside(parts)}`
    : sql`select day, source, kind, count from ${sourceDays} where ${within}`;
  const bucket = (day: SQL) => sql`date_trunc(${unit}, ${day}::timestamp)`;
  // grp as grouping(source, medium, campaign, landing_page, bucket) names the sets (sources-shape's SETS, BUCKETS).
  const rows = await db.execute(sql`
    with v as (${views}),
    t as (
      select source, medium, campaign, landing_page, kind, sum(count) as n, 0::bigint as views, 0::bigint as visitors
      from (${counts}) as c group by 1, 2, 3, 4, 5
      union all
      select source, medium, campaign, landing_page, 'visit', 0, sum(views), sum(visitors) from (${tableViews}) as tv
      group by 1, 2, 3, 4),
    gt as materialized (
      select grouping(source, medium, campaign, landing_page) * 2 + 1 as grp, source, medium, campaign, landing_page,
        null::timestamp as bucket, kind, sum(n) as n, sum(views) as views, sum(visitors) as visitors
      from t group by grouping sets ((source, kind), (medium, kind), (campaign, kind), (landing_page, kind))),
    gc as materialized (
      select ${sql.raw(String(BUCKETS))}, source, null, null, null, bucket, kind, sum(n), sum(views), sum(visitors)
      from (
        select ${bucket(sql`day`)} as bucket, source, kind, count::bigint as n, 0::bigint as views, 0::bigint as visitors
        from (${chart}) as c
        union all
        select ${bucket(sql`day`)}, source, 'visit', 0, views, visitors from v) as b
      group by 2, 6, 7),
    -- Two materialized parts: PostgreSQL would run the union of two small aggregates in parallel workers, whose
    -- start costs more on a busy server (100 ms and more) than the few milliseconds of work.
    g as (select * from gt union all select * from gc)
    ${rowsPerTable === undefined ? sql`select grp, source, medium, campaign, landing_page, bucket::date::text as bucket, kind, n::int, views::int, visitors::int from g` : firstRowsOf(rowsPerTable)}`);
  return shapeReport({ period, unit, first, today: last, rows: rowsOf<GroupedRow>(rows) });
}
