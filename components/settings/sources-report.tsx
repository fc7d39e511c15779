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
const VISITORS = { fill: "fill-teal-700 dark:fill-teal-300", swatch: "bg-teal-700 dark:bg-teal-300" };

function PeriodNav({ period }: { period: Period }) {
  return (
    <nav aria-label={copy.periodLabel}>
      <ul className="flex flex-wrap gap-2">
        {PERIODS.map((option) => (
          <li key={option}>
            <Link
              href={`/settings/reports?period=${option}`}
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
  const keys = report.tables[dimension]
    .filter((row) => row.total > 0 || row.visitors > 0)
    .map((row) => row.key);
  if (dimension === "source" && keys.every((key) => key === SOURCE_DIRECT)) return copy.hints.allDirect;
  if (dimension === "medium" && keys.every((key) => key === NOT_SET)) return copy.hints.noMedium;
  if (dimension === "campaign" && keys.every((key) => key === NOT_SET)) return copy.hints.noCampaigns;
  return undefined;
}

function CountingNote() {
  return (
    <details className="mt-6 rounded-xl border border-border bg-muted p-4 text-sm" open>
      <summary className="cursor-pointer font-semibold">{copy.counting.title}</summary>
      <ul className="mt-2 max-w-prose list-disc space-y-1 pl-5 text-muted-foreground">
        {copy.counting.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </details>
  );
}

export function SourcesReportView({ report }: { report: SourcesReport }) {
  const { totals, buckets, unit, period, multiDay } = report;
  if (totals.total === 0 && totals.clicks === 0 && totals.views === 0) {
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
          {copy.summary(totals.visitors, multiDay, totals.total, totals.clicks)}
        </p>
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <BarChart
            id="sources-visitors-chart"
            title={copy.charts.visitors.title(copy.charts.units[unit])}
            summary={copy.charts.visitors.summary(totals.visitors, totals.views, multiDay, first, last)}
            unit={unit}
            buckets={buckets}
            series={[{ name: copy.columns.visitors, values: report.visitorsChart, ...VISITORS }]}
            className="h-24"
          />
          <BarChart
            id="sources-leads-chart"
            title={copy.charts.leads.title(copy.charts.units[unit])}
            summary={copy.charts.leads.summary(totals.total, first, last, top && sourceName(top.key))}
            unit={unit}
            buckets={buckets}
            series={series}
            className="h-40"
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
      <CountingNote />
      <div className="mt-8 space-y-8">
        {DIMENSIONS.map((dimension) => (
          <SourcesTable
            key={dimension}
            dimension={dimension}
            rows={report.tables[dimension]}
            total={report.sizes[dimension]}
            period={period}
            multiDay={multiDay}
            hint={hintFor(dimension, report)}
          />
        ))}
      </div>
    </Panel>
  );
}
