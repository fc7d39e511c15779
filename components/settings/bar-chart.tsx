import { sourcesCopy } from "@/content/sources-report";
import { bucketLabel } from "@/lib/reports/names";
import type { BucketUnit } from "@/lib/reports/period";
import { cn } from "@/lib/cn";

export type BarSeries = { name: string; values: number[]; stroke: string; swatch: string };

type Props = {
  id: string;
  title: string;
  summary: string;
  unit: BucketUnit;
  buckets: string[];
  series: BarSeries[];
  className?: string;
};

// Ten units a bucket and a thousand high: every coordinate is a whole number, short in the page and its payload.
const SLOT = 10;
const BAR = 7;
const HEIGHT = 1000;
/** Between stacked parts: about a pixel and a half at the charts' heights. */
const GAP = 15;
const copy = sourcesCopy.charts;

/**
 * Each series' bars as one path of vertical strokes BAR wide, stacked on the series before it: one element per
 * series, not one per bar. A gap between stacked parts keeps neighbouring colours apart.
 */
function barPaths(series: BarSeries[], buckets: number, max: number) {
  const tops = Array.from({ length: buckets }, () => HEIGHT);
  return series.map((line) => {
    let d = "";
    for (let i = 0; i < buckets; i++) {
      const height = Math.round(((line.values[i] ?? 0) / max) * HEIGHT);
      if (height <= 0) continue;
      const bottom = tops[i]!;
      const top = (tops[i] = bottom - height);
      const from = bottom < HEIGHT && height > 2 * GAP ? bottom - GAP : bottom;
      d += `M${i * SLOT + SLOT / 2} ${from}V${top}`;
    }
    return d;
  });
}

/**
 * Stacked SVG bars drawn on the server; axis and legend are HTML. Their numbers are one table beside the charts
 * (chart-numbers.tsx), for any width and reader.
 */
export function BarChart({ id, title, summary, unit, buckets, series, className }: Props) {
  const totals = buckets.map((_, i) => series.reduce((sum, line) => sum + (line.values[i] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const label = (bucket: string) => bucketLabel(bucket, unit);
  const paths = barPaths(series, buckets.length, max);
  const width = Math.max(1, buckets.length) * SLOT;
  // A single series needs no legend and no column of its own: its total says it all.
  const named = series.length > 1 ? series : [];
  return (
    <figure className="min-w-0">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="text-xs text-muted-foreground">{copy.max(Math.max(...totals, 0))}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className={cn("mt-3 w-full border-b border-muted-foreground", className)}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <path
          d={[250, 500, 750, 1000].map((f) => `M0 ${HEIGHT - f}H${width}`).join("")}
          className="stroke-border"
          vectorEffect="non-scaling-stroke"
        />
        {series.map((line, i) =>
          paths[i] ? <path key={line.name} d={paths[i]} className={line.stroke} strokeWidth={BAR} /> : null,
        )}
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
    </figure>
  );
}
