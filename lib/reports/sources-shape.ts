import { bucketRange, type BucketUnit, type Period } from "./period";

export const FORMS = ["contact", "intake", "demo"] as const;
export type Form = (typeof FORMS)[number];
export const DIMENSIONS = ["source", "campaign", "landing"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Sources drawn on their own in the chart; the rest are stacked together as "other". */
export const CHART_SOURCES = 5;

type Keys = { source: string | null; campaign: string | null; landing_page: string | null; bucket: string | null };
export type LeadRow = Keys & { grp: number; kind: Form | null; n: number };
export type ClickRow = Keys & { grp: number; n: number };

export type Counts = Record<Form, number> & { total: number; clicks: number };
export type ReportRow = Counts & { key: string; share: number };
/** `key` null: every source outside the top ones. */
export type ChartSeries = { key: string | null; values: number[] };

export type SourcesReport = {
  period: Period;
  unit: BucketUnit;
  buckets: string[];
  totals: Counts;
  tables: Record<Dimension, ReportRow[]>;
  leadsChart: ChartSeries[];
  clicksChart: number[];
};

/** grouping(source, campaign, landing_page, bucket) of each grouping set: a bit is set where a column is rolled up. */
const LEAD_SETS: Record<Dimension, number> = { source: 0b0111, campaign: 0b1011, landing: 0b1101 };
const LEAD_BUCKETS = 0b0110;
const CLICK_BUCKETS = 0b1110;
const column = { source: "source", campaign: "campaign", landing: "landing_page" } as const;

const emptyCounts = (): Counts => ({ contact: 0, intake: 0, demo: 0, total: 0, clicks: 0 });

function tableFor(dimension: Dimension, leads: LeadRow[], clicks: ClickRow[], total: number): ReportRow[] {
  const rows = new Map<string, Counts>();
  const row = (key: string) => rows.get(key) ?? rows.set(key, emptyCounts()).get(key)!;
  for (const lead of leads) {
    const key = lead[column[dimension]];
    if (lead.grp !== LEAD_SETS[dimension] || key === null || lead.kind === null) continue;
    row(key)[lead.kind] += lead.n;
    row(key).total += lead.n;
  }
  for (const click of clicks) {
    const key = click[column[dimension]];
    if (click.grp === LEAD_SETS[dimension] && key !== null) row(key).clicks += click.n;
  }
  return [...rows]
    .map(([key, counts]) => ({ key, ...counts, share: total > 0 ? counts.total / total : 0 }))
    .sort((a, b) => b.total - a.total || b.clicks - a.clicks || a.key.localeCompare(b.key));
}

function leadsChart(buckets: string[], leads: LeadRow[], sources: ReportRow[]): ChartSeries[] {
  const top = sources.filter((row) => row.total > 0).slice(0, CHART_SOURCES).map((row) => row.key);
  const index = new Map(buckets.map((bucket, i) => [bucket, i]));
  const series: ChartSeries[] = [...top, null].map((key) => ({ key, values: buckets.map(() => 0) }));
  for (const lead of leads) {
    const at = lead.bucket === null ? undefined : index.get(lead.bucket);
    if (lead.grp !== LEAD_BUCKETS || at === undefined) continue;
    const position = top.indexOf(lead.source ?? "");
    series[position === -1 ? top.length : position]!.values[at]! += lead.n;
  }
  return series.filter((line) => line.key !== null || line.values.some((n) => n > 0));
}

/** The grouped rows as the report's tables (sorted by leads) and the charts' series (zero-filled buckets). */
export function shapeReport(input: {
  period: Period;
  unit: BucketUnit;
  first: string;
  today: string;
  leads: LeadRow[];
  clicks: ClickRow[];
}): SourcesReport {
  const { leads, clicks, unit } = input;
  const totals = emptyCounts();
  for (const lead of leads) {
    if (lead.grp !== LEAD_SETS.source || lead.kind === null) continue;
    totals[lead.kind] += lead.n;
    totals.total += lead.n;
  }
  for (const click of clicks) if (click.grp === LEAD_SETS.source) totals.clicks += click.n;
  const tables = Object.fromEntries(
    DIMENSIONS.map((dimension) => [dimension, tableFor(dimension, leads, clicks, totals.total)]),
  ) as Record<Dimension, ReportRow[]>;
  const buckets = bucketRange(input.first, input.today, unit);
  const index = new Map(buckets.map((bucket, i) => [bucket, i]));
  const clicksChart = buckets.map(() => 0);
  for (const click of clicks) {
    const at = click.bucket === null ? undefined : index.get(click.bucket);
    if (click.grp === CLICK_BUCKETS && at !== undefined) clicksChart[at]! += click.n;
  }
  return {
    period: input.period,
    unit,
    buckets,
    totals,
    tables,
    leadsChart: leadsChart(buckets, leads, tables.source),
    clicksChart,
  };
}
