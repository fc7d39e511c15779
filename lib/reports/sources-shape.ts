import "server-only";
import { STAGES, type Stage } from "@/lib/db/schema";
import { bucketRange, type BucketUnit } from "./period";
import type { ReportPeriod } from "./range";
import { conversionRate } from "./sources-rate";

export const FORMS = ["contact", "intake", "demo", "callback"] as const;
export type Form = (typeof FORMS)[number];
export const OUTCOMES: readonly Stage[] = STAGES.map((stage) => stage.status);
export type Outcome = Stage;
export const DIMENSIONS = ["source", "medium", "campaign", "landing"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Sources drawn on their own in the chart; the rest are stacked together as "other". */
const CHART_SOURCES = 5;

/**
 * One row of the grouped query: a source_days kind ("click" counts booking clicks) with its count in `n`, or "visit"
 * with page_view_days' views and visitors; or, of kind "keys", a table's (its `grp`) number of keys in the period
 * (in `n`), when the query sent only each table's first rows.
 */
export type GroupedRow = {
  grp: number;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  landing_page: string | null;
  bucket: string | null;
  kind: Form | Outcome | "click" | "call" | "visit" | "keys";
  n: number;
  views: number;
  visitors: number;
};

/** Rows each table shows in /settings (the report sends no more); the CSV has them all. */
export const ROWS_SHOWN = 15;
/** The key the rows past a table's first ones are summed under (no source, medium, campaign or page is empty). */
export const FOLDED_KEY = "";

export type Counts = Record<Form | Outcome, number> & {
  total: number;
  /** Taps on an ad page's call button: on the leads' side of the conversion rate. */
  calls: number;
  clicks: number;
  views: number;
  visitors: number;
};
export type ReportRow = Counts & { key: string; rate: ReturnType<typeof conversionRate> };
/** `key` null: every source outside the top ones. */
type ChartSeries = { key: string | null; values: number[] };

/** grouping(source, medium, campaign, landing_page, bucket) of each grouping set: a bit is set where a column is rolled up. */
export const SETS: Record<Dimension, number> = {
  source: 0b01111,
  medium: 0b10111,
  campaign: 0b11011,
  landing: 0b11101,
};
export const BUCKETS = 0b01110;
export const DIMENSION_COLUMN = {
  source: "source",
  medium: "medium",
  campaign: "campaign",
  landing: "landing_page",
} as const;

export const emptyCounts = (): Counts => ({
  contact: 0,
  intake: 0,
  demo: 0,
  callback: 0,
  ...(Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0])) as Record<Outcome, number>),
  total: 0,
  calls: 0,
  clicks: 0,
  views: 0,
  visitors: 0,
});

const isForm = (kind: string): kind is Form => (FORMS as readonly string[]).includes(kind);
const isOutcome = (kind: string): kind is Outcome => (OUTCOMES as readonly string[]).includes(kind);

function add(counts: Counts, row: GroupedRow) {
  if (row.kind === "visit") {
    counts.views += row.views;
    counts.visitors += row.visitors;
  } else if (row.kind === "click") counts.clicks += row.n;
  else if (row.kind === "call") counts.calls += row.n;
  else if (isOutcome(row.kind)) counts[row.kind] += row.n;
  else if (isForm(row.kind)) {
    counts[row.kind] += row.n;
    counts.total += row.n;
  }
}

const withRate = (key: string, counts: Counts): ReportRow => ({
  key,
  ...counts,
  rate: conversionRate(counts.total + counts.calls, counts.visitors),
});

function tableFor(dimension: Dimension, grouped: GroupedRow[]): ReportRow[] {
  const rows = new Map<string, Counts>();
  for (const row of grouped) {
    const key = row[DIMENSION_COLUMN[dimension]];
    if (row.grp !== SETS[dimension] || key === null || key === FOLDED_KEY) continue;
    add(rows.get(key) ?? rows.set(key, emptyCounts()).get(key)!, row);
  }
  return [...rows]
    .map(([key, counts]) => withRate(key, counts))
    .sort(
      (a, b) =>
        b.total - a.total || b.visitors - a.visitors || b.clicks - a.clicks || a.key.localeCompare(b.key),
    );
}

function charts(buckets: string[], grouped: GroupedRow[], sources: ReportRow[]) {
  const top = sources
    .filter((row) => row.total > 0)
    .slice(0, CHART_SOURCES)
    .map((row) => row.key);
  const index = new Map(buckets.map((bucket, i) => [bucket, i]));
  const series: ChartSeries[] = [...top, null].map((key) => ({ key, values: buckets.map(() => 0) }));
  const clicksChart = buckets.map(() => 0);
  const visitorsChart = buckets.map(() => 0);
  const viewsChart = buckets.map(() => 0);
  for (const row of grouped) {
    const at = index.get(row.bucket ?? "");
    if (row.grp !== BUCKETS || at === undefined) continue;
    const position = top.indexOf(row.source ?? "");
    if (row.kind === "click") clicksChart[at]! += row.n;
    else if (row.kind === "visit") {
      visitorsChart[at]! += row.visitors;
      viewsChart[at]! += row.views;
    } else if (isForm(row.kind)) series[position === -1 ? top.length : position]!.values[at]! += row.n;
  }
  const leadsChart = series.filter((line) => line.key !== null || line.values.some((n) => n > 0));
  return { leadsChart, clicksChart, visitorsChart, viewsChart };
}

type ShapeInput = {
  period: ReportPeriod;
  unit: BucketUnit;
  first: string;
  today: string;
  rows: GroupedRow[];
};

/** The grouped rows as the report's tables (sorted by leads, then visitors) and the charts' series (zero-filled). */
export function shapeReport(input: ShapeInput) {
  const { rows, unit } = input;
  const sums = emptyCounts();
  for (const row of rows) if (row.grp === SETS.source) add(sums, row);
  const tables = Object.fromEntries(
    DIMENSIONS.map((dimension) => [dimension, tableFor(dimension, rows)]),
  ) as Record<Dimension, ReportRow[]>;
  // Each table's number of rows in the period, its folded ones included.
  const sizes = Object.fromEntries(
    DIMENSIONS.map((dimension) => [
      dimension,
      rows.find((row) => row.grp === SETS[dimension] && row.kind === "keys")?.n ?? tables[dimension].length,
    ]),
  ) as Record<Dimension, number>;
  const buckets = bucketRange(input.first, input.today, unit);
  // Visitors summed over more than one day count a visitor once per day: "visitor-days".
  const multiDay = input.first !== input.today;
  return {
    period: input.period,
    unit,
    buckets,
    multiDay,
    totals: withRate("", sums),
    tables,
    sizes,
    ...charts(buckets, rows, tables.source),
  };
}

export type SourcesReport = ReturnType<typeof shapeReport>;
