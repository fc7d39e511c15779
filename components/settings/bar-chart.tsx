import { sourcesCopy } from "@/content/sources-report";
import { bucketLabel } from "@/lib/reports/names";
import type { BucketUnit } from "@/lib/reports/period";
import { cn } from "@/lib/cn";
import { Cell, DataTable, tableClasses as t } from "./data-table";

export type BarSeries = { name: string; values: number[]; fill: string; swatch: string };

type Props = {
  id: string;
  title: string;
  summary: string;
  unit: BucketUnit;
  buckets: string[];
  series: BarSeries[];
  className?: string;
};

const WIDTH = 600;
const HEIGHT = 100;
const copy = sourcesCopy.charts;

/** Stacked SVG bars drawn on the server; axis, legend and a table of the numbers are HTML, for any width and reader. */
export function BarChart({ id, title, summary, unit, buckets, series, className }: Props) {
  const totals = buckets.map((_, i) => series.reduce((sum, line) => sum + (line.values[i] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const slot = WIDTH / Math.max(1, buckets.length);
  const bar = Math.max(slot * 0.72, 1);
  const label = (bucket: string) => bucketLabel(bucket, unit);
  // A single series needs no legend and no column of its own: its total says it all.
  const named = series.length > 1 ? series : [];
  return (
    <figure className="min-w-0">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="text-xs text-muted-foreground">{copy.max(Math.max(...totals, 0))}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className={cn("mt-3 w-full border-b border-muted-foreground text-border", className)}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {[0.25, 0.5, 0.75, 1].map((f) => (
          <line
            key={f}
            x1={0}
            x2={WIDTH}
            y1={HEIGHT - f * HEIGHT}
            y2={HEIGHT - f * HEIGHT}
            stroke="currentColor"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {buckets.map((bucket, i) => {
          let top = HEIGHT;
          return (
            <g key={bucket}>
              <title>{`${label(bucket)}: ${totals[i]}`}</title>
              {series.map((line) => {
                const height = ((line.values[i] ?? 0) / max) * HEIGHT;
                top -= height;
                return height > 0 ? (
                  <rect
                    key={line.name}
                    x={i * slot + (slot - bar) / 2}
                    y={top}
                    width={bar}
                    height={height}
                    className={cn(line.fill, "stroke-card")}
                    strokeWidth={1}
                    vectorEffect="non-scaling-stroke"
                  />
                ) : null;
              })}
            </g>
          );
        })}
      </svg>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted-foreground">
        <span>{buckets[0] && label(buckets[0])}</span>
        <span>{buckets.at(-1) && label(buckets.at(-1)!)}</span>
      </div>
      {named.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {named.map((line) => (
            <li key={line.name} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={cn("inline-block h-3 w-3 rounded-sm", line.swatch)} />
              <span className="wrap-anywhere">{line.name}</span>
            </li>
          ))}
        </ul>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-primary">{copy.table}</summary>
        <DataTable
          label={title}
          columns={[copy.bucketColumn[unit], ...named.map((line) => line.name), copy.total]}
        >
          {buckets.map((bucket, i) => (
            <tr key={bucket} className={t.tr}>
              <Cell label={copy.bucketColumn[unit]} className="whitespace-nowrap">
                {label(bucket)}
              </Cell>
              {named.map((line) => (
                <Cell key={line.name} label={line.name} className="tabular-nums">
                  {line.values[i] ?? 0}
                </Cell>
              ))}
              <Cell label={copy.total} className="font-semibold tabular-nums">
                {totals[i]}
              </Cell>
            </tr>
          ))}
        </DataTable>
      </details>
    </figure>
  );
}
