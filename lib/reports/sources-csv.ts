import { sourcesCopy } from "@/content/sources-report";
import { csvRow } from "@/lib/settings/csv";
import { rowName } from "./names";
import { DIMENSIONS, type SourcesReport } from "./sources-shape";

const { csv } = sourcesCopy;

/** Every row of the three tables (not only those shown), formula-safe like the leads CSV, with a UTF-8 byte-order mark. */
export function sourcesCsv(report: SourcesReport): string {
  const rows = DIMENSIONS.flatMap((dimension) =>
    report.tables[dimension].map((row) =>
      csvRow([
        csv.groups[dimension],
        rowName(dimension, row.key),
        row.contact,
        row.intake,
        row.demo,
        row.total,
        (row.share * 100).toFixed(1),
        row.clicks,
      ]),
    ),
  );
  return `\uFEFF${csvRow(csv.headers)}${rows.join("")}`;
}
