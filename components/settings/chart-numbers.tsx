import { sourcesCopy } from "@/content/sources-report";
import { bucketLabel } from "@/lib/reports/names";
import type { BucketUnit } from "@/lib/reports/period";
import { ReportTable } from "./report-table";

type Props = {
  unit: BucketUnit;
  buckets: string[];
  visitors: number[];
  /** The leads chart's series; more than one gets a column each beside their total. */
  leads: { name: string; values: number[] }[];
  clicks: number[];
};

const copy = sourcesCopy.charts;
const number = (n: number) => n.toLocaleString("en-US");

/** The three charts' numbers in one table, a row per bucket: one copy of each day's label, not three. */
export function ChartNumbers({ unit, buckets, visitors, leads, clicks }: Props) {
  const named = leads.length > 1 ? leads : [];
  const columns = [
    copy.bucketColumn[unit],
    unit === "day" ? sourcesCopy.columns.visitors : sourcesCopy.columns.visitorDays,
    ...named.map((line) => line.name),
    sourcesCopy.columns.total,
    sourcesCopy.columns.clicks,
  ];
  return (
    <details className="mt-6 text-sm">
      <summary className="cursor-pointer font-medium text-primary">{copy.table}</summary>
      <ReportTable label={copy.numbers(copy.units[unit])} columns={columns} stack>
        {buckets.map((bucket, i) => (
          <tr key={bucket}>
            <td>{bucketLabel(bucket, unit)}</td>
            <td>{number(visitors[i] ?? 0)}</td>
            {named.map((line, j) => (
              <td key={j}>{number(line.values[i] ?? 0)}</td>
            ))}
            <td>{number(leads.reduce((sum, line) => sum + (line.values[i] ?? 0), 0))}</td>
            <td>{number(clicks[i] ?? 0)}</td>
          </tr>
        ))}
      </ReportTable>
    </details>
  );
}
