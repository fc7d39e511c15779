import Link from "next/link";
import { sourcesCopy as copy } from "@/content/sources-report";
import { cn } from "@/lib/cn";
import { bucketLabel, sourceName } from "@/lib/reports/names";
import { PERIODS, type Period } from "@/lib/reports/period";
import { DIMENSIONS, type Dimension, type SourcesReport } from "@/lib/reports/sources-shape";
import { NOT_SET, SOURCE_DIRECT } from "@/lib/db/schema";
import { BarChart, type BarSeries } from "./bar-chart";
import { Panel } from "./settings-section";
import { SourcesTable } from "./sources-table";

/** Top sources in chart order, then "other": contrast of at least 3:1 on the card in both themes. */
const PALETTE = [
  { fill: "fill-indigo-600 dark:fill-indigo-300", swatch: "bg-indigo-600 dark:bg-indigo-300" },
  { fill: "fill-emerald-700 dark:fill-emerald-300", swatch: "bg-emerald-700 dark:bg-emerald-300" },
  { fill: "fill-amber-700 dark:fill-amber-300", swatch: "bg-amber-700 dark:bg-amber-300" },
  { fill: "fill-sky-700 dark:fill-sky-300", swatch: "bg-sky-700 dark:bg-sky-300" },
  { fill: "fill-rose-600 dark:fill-rose-300", swatch: "bg-rose-600 dark:bg-rose-300" },
];
const OTHER = { fill: "fill-slate-500 dark:fill-slate-400", swatch: "bg-slate-500 dark:bg-slate-400" };
const CLICKS = { fill: "fill-primary", swatch: "bg-primary" };

function PeriodNav({ period }: { period: Period }) {
  return (
    <nav aria-label={copy.periodLabel}>
      <ul className="flex flex-wrap gap-2">
        {PERIODS.map((option) => (
          <li key={option}>
            <Link
              href={`/settings?period=${option}#sources`}
              aria-current={option === period ? "page" : undefined}
              className={cn(
                "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium",
                option === period
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border bg-card text-foreground hover:bg-muted",
              )}
            >
              {copy.periods[option]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function hintFor(dimension: Dimension, report: SourcesReport): string | undefined {
  const keys = report.tables[dimension].filter((row) => row.total > 0).map((row) => row.key);
  if (dimension === "source" && keys.every((key) => key === SOURCE_DIRECT)) return copy.hints.allDirect;
  if (dimension === "campaign" && keys.every((key) => key === NOT_SET)) return copy.hints.noCampaigns;
  return undefined;
}

export function SourcesReportView({ report }: { report: SourcesReport }) {
  const { totals, buckets, unit, period } = report;
  if (totals.total === 0 && totals.clicks === 0) {
    return (
      <Panel>
        <PeriodNav period={period} />
        <h3 className="mt-5 text-lg font-bold">{copy.empty.title}</h3>
        <div className="mt-1 max-w-prose space-y-2 text-sm text-muted-foreground">
          <p>{copy.empty.body}</p>
          <p>
            <code className="rounded bg-muted px-1.5 py-0.5 wrap-anywhere text-foreground">
              {copy.empty.example}
            </code>
          </p>
          <p>{copy.empty.rest}</p>
        </div>
      </Panel>
    );
  }
  const first = buckets[0] ? bucketLabel(buckets[0], unit) : "";
  const last = buckets.at(-1) ? bucketLabel(buckets.at(-1)!, unit) : "";
  const series: BarSeries[] = report.leadsChart.map((line, i) => ({
    name: sourceName(line.key),
    values: line.values,
    ...(line.key === null ? OTHER : (PALETTE[i] ?? OTHER)),
  }));
  const top = report.tables.source.find((row) => row.total > 0);
  return (
    <Panel>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <PeriodNav period={period} />
        <p className="text-sm font-medium" aria-live="polite">
          {copy.summary(totals.total, totals.clicks)}
        </p>
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <BarChart
            id="sources-leads-chart"
            title={copy.charts.leads.title(copy.charts.units[unit])}
            summary={copy.charts.leads.summary(totals.total, first, last, top && sourceName(top.key))}
            unit={unit}
            buckets={buckets}
            series={series}
            className="h-48"
          />
        </div>
        <BarChart
          id="sources-clicks-chart"
          title={copy.charts.clicks.title(copy.charts.units[unit])}
          summary={copy.charts.clicks.summary(totals.clicks, first, last)}
          unit={unit}
          buckets={buckets}
          series={[{ name: copy.columns.clicks, values: report.clicksChart, ...CLICKS }]}
          className="h-24"
        />
      </div>
      <div className="mt-8 space-y-8">
        {DIMENSIONS.map((dimension) => (
          <SourcesTable
            key={dimension}
            dimension={dimension}
            rows={report.tables[dimension]}
            period={period}
            hint={hintFor(dimension, report)}
          />
        ))}
      </div>
    </Panel>
  );
}
