import { sourcesCopy as copy } from "@/content/sources-report";
import { bucketLabel, sourceName } from "@/lib/reports/names";
import { DIMENSIONS, type Dimension, type SourcesReport } from "@/lib/reports/sources-shape";
import { NOT_SET, SOURCE_DIRECT } from "@/lib/db/schema";
import { BarChart, type BarSeries } from "./bar-chart";
import { ChartNumbers } from "./chart-numbers";
import { Panel } from "./settings-section";
import { SourcesTable } from "./sources-table";

/** Top sources in chart order, then "other": contrast of at least 3:1 on the card in both themes. */
const PALETTE = [
  { stroke: "stroke-indigo-600 dark:stroke-indigo-300", swatch: "bg-indigo-600 dark:bg-indigo-300" },
  { stroke: "stroke-emerald-700 dark:stroke-emerald-300", swatch: "bg-emerald-700 dark:bg-emerald-300" },
  { stroke: "stroke-amber-700 dark:stroke-amber-300", swatch: "bg-amber-700 dark:bg-amber-300" },
  { stroke: "stroke-sky-700 dark:stroke-sky-300", swatch: "bg-sky-700 dark:bg-sky-300" },
  { stroke: "stroke-rose-600 dark:stroke-rose-300", swatch: "bg-rose-600 dark:bg-rose-300" },
];
const OTHER = { stroke: "stroke-slate-500 dark:stroke-slate-400", swatch: "bg-slate-500 dark:bg-slate-400" };
const CLICKS = { stroke: "stroke-primary", swatch: "bg-primary" };
const VISITORS = { stroke: "stroke-teal-700 dark:stroke-teal-300", swatch: "bg-teal-700 dark:bg-teal-300" };

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
    <details className="rounded-xl border border-border bg-muted p-4 text-sm" open>
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
  if (totals.total === 0 && totals.calls === 0 && totals.clicks === 0 && totals.views === 0) {
    return (
      <Panel>
        <h3 className="text-lg font-bold">{copy.empty.title}</h3>
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
      {/* One day is one bar: the headline figures say it better than a chart would. */}
      {buckets.length > 1 && (
        <div className="mb-6">
          <div className="grid gap-8 lg:grid-cols-3">
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
          <ChartNumbers
            unit={unit}
            buckets={buckets}
            visitors={report.visitorsChart}
            leads={series}
            clicks={report.clicksChart}
          />
        </div>
      )}
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
