import "server-only";
import { sourcesCopy } from "@/content/sources-report";
import { csvRow } from "@/lib/csv";
import { rowName } from "./names";
import { DIMENSIONS, FORMS, OUTCOMES, type ReportRow, type SourcesReport } from "./sources-shape";

const { csv } = sourcesCopy;
const percentOf = (share: number) => (share * 100).toFixed(1);

/** Rate, low and high in percent; empty where the table shows "—". */
const rateCells = ({ rate }: ReportRow) =>
  rate.kind === "rate" ? [percentOf(rate.rate), percentOf(rate.low), percentOf(rate.high)] : ["", "", ""];

/** Every row of the tables (not only those shown), formula-safe like the leads CSV, with a UTF-8 byte-order mark. */
export function sourcesCsv(report: SourcesReport): string {
  const rows = DIMENSIONS.flatMap((dimension) =>
    report.tables[dimension].map((row) =>
      csvRow([
        csv.groups[dimension],
        rowName(dimension, row.key),
        row.views,
        row.visitors,
        ...FORMS.map((form) => row[form]),
        row.total,
        row.calls,
        ...rateCells(row),
        row.clicks,
        ...OUTCOMES.map((outcome) => row[outcome]),
      ]),
    ),
  );
  return `\uFEFF${csvRow(csv.headers(report.multiDay))}${rows.join("")}`;
}
