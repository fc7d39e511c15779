import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/open";
import { pageViewDays, pageViewWeekParts, sourceDays, sourceMonths } from "@/lib/db/schema";
import { monthSplit } from "./month-split";
import { wholeWeekParts } from "./period";
import type { DayRange } from "./range";
import { conversionRate, type ConversionRate } from "./sources-rate";
import { emptyCounts, FORMS, OUTCOMES, type Counts, type Form, type Outcome } from "./sources-shape";

export type Totals = Counts & { rate: ConversionRate };

/**
 * The totals of the Sources report (its `totals`) for a range, without its tables or charts: the previous period is
 * compared by these. Counts of whole months come from source_months, page views of whole week parts from
 * page_view_week_parts, the days outside them from the day rows, as the report reads them.
 */
export async function periodTotals(db: Database, { first, last }: DayRange): Promise<Totals> {
  const within =
    first === null ? sql`day <= ${last}::date` : sql`day between ${first}::date and ${last}::date`;
  const parts = first === null ? null : wholeWeekParts(first, last, false);
  const views = parts
    ? sql`select views, visitors from ${pageViewWeekParts}
        where starts >= ${parts.from}::date and starts < ${parts.to}::date
      union all
      select views, visitors from ${pageViewDays}
        where ${within} and (day < ${parts.from}::date or day >= ${parts.to}::date)`
    : sql`select views, visitors from ${pageViewDays} where ${within}`;
  // Whole months from source_months, the other days from source_days.
  const { inMonths, otherDays } = monthSplit(first, last);
  const kinds = sql`select kind, count from ${sourceMonths} where ${inMonths}
    union all
    select kind, count from ${sourceDays} where ${otherDays}`;
  const rows = rowsOf<{ kind: string; n: number; visitors: number }>(
    await db.execute(sql`
      select kind, sum(count)::int as n, 0 as visitors from (${kinds}) as c group by kind
      union all
      select 'visit', coalesce(sum(views), 0)::int, coalesce(sum(visitors), 0)::int from (${views}) as v`),
  );
  const counts = emptyCounts();
  for (const { kind, n, visitors } of rows) {
    if (kind === "visit") Object.assign(counts, { views: n, visitors });
    else if (kind === "click") counts.clicks += n;
    else if (kind === "call") counts.calls += n;
    else if ((FORMS as readonly string[]).includes(kind)) {
      counts[kind as Form] += n;
      counts.total += n;
    } else if ((OUTCOMES as readonly string[]).includes(kind)) counts[kind as Outcome] += n;
  }
  return { ...counts, rate: conversionRate(counts.total + counts.calls, counts.visitors) };
}
