import "server-only";
import { bucketRange, type BucketUnit, type Period } from "./period";

export const FORMS = ["contact", "intake", "demo"] as const;
export type Form = (typeof FORMS)[number];
export const DIMENSIONS = ["source", "campaign", "landing"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Sources drawn on their own in the chart; the rest are stacked together as "other". */
const CHART_SOURCES = 5;

/** One row of the grouped query; kind "click" counts booking clicks. */
export type GroupedRow = {
  grp: number;
  source: string | null;
  campaign: string | null;
  landing_page: string | null;
  bucket: string | null;
  kind: Form | "click" | "qualified" | "booked" | "won";
  n: number;
};

export type Counts = Record<Form, number> & { total: number; clicks: number };
export type ReportRow = Counts & { key: string; share: number };
/** `key` null: every source outside the top ones. */
type ChartSeries = { key: string | null; values: number[] };

/** grouping(source, campaign, landing_page, bucket) of each grouping set: a bit is set where a column is rolled up. */
const SETS: Record<Dimension, number> = { source: 0b0111, campaign: 0b1011, landing: 0b1101 };
const BUCKETS = 0b0110;
const column = { source: "source", campaign: "campaign", landing: "landing_page" } as const;

const emptyCounts = (): Counts => ({ contact: 0, intake: 0, demo: 0, total: 0, clicks: 0 });

function add(counts: Counts, kind: GroupedRow["kind"], n: number) {
  if (kind === "click") counts.clicks += n;
  else if (kind === "contact" || kind === "intake" || kind === "demo") {
    counts[kind] += n;
    counts.total += n;
  }
}

function tableFor(dimension: Dimension, grouped: GroupedRow[], total: number): ReportRow[] {
  const rows = new Map<string, Counts>();
  for (const row of grouped) {
    const key = row[column[dimension]];
    if (row.grp !== SETS[dimension] || key === null) continue;
    add(rows.get(key) ?? rows.set(key, emptyCounts()).get(key)!, row.kind, row.n);
  }
  return [...rows]
    .map(([key, counts]) => ({ key, ...counts, share: total > 0 ? counts.total / total : 0 }))
    .sort((a, b) => b.total - a.total || b.clicks - a.clicks || a.key.localeCompare(b.key));
}

function charts(buckets: string[], grouped: GroupedRow[], sources: ReportRow[]) {
  const top = sources
    .filter((row) => row.total > 0)
    .slice(0, CHART_SOURCES)
    .map((row) => row.key);
  const index = new Map(buckets.map((bucket, i) => [bucket, i]));
  const series: ChartSeries[] = [...top, null].map((key) => ({ key, values: buckets.map(() => 0) }));
  const clicksChart = buckets.map(() => 0);
  for (const row of grouped) {
    const at = index.get(row.bucket ?? "");
    if (row.grp !== BUCKETS || at === undefined) continue;
    const position = top.indexOf(row.source ?? "");
    if (row.kind === "click") clicksChart[at]! += row.n;
    else if (row.kind === "contact" || row.kind === "intake" || row.kind === "demo")
      series[position === -1 ? top.length : position]!.values[at]! += row.n;
  }
  const leadsChart = series.filter((line) => line.key !== null || line.values.some((n) => n > 0));
  return { leadsChart, clicksChart };
}

type ShapeInput = { period: Period; unit: BucketUnit; first: string; today: string; rows: GroupedRow[] };

/** The grouped rows as the report's tables (sorted by leads) and the charts' series (zero-filled buckets). */
export function shapeReport(input: ShapeInput) {
  const { rows, unit } = input;
  const totals = emptyCounts();
  for (const row of rows) if (row.grp === SETS.source) add(totals, row.kind, row.n);
  const tables = Object.fromEntries(
    DIMENSIONS.map((dimension) => [dimension, tableFor(dimension, rows, totals.total)]),
  ) as Record<Dimension, ReportRow[]>;
  const buckets = bucketRange(input.first, input.today, unit);
  return { period: input.period, unit, buckets, totals, tables, ...charts(buckets, rows, tables.source) };
}

export type SourcesReport = ReturnType<typeof shapeReport>;
