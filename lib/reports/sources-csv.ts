import "server-only";
import { sourcesCopy } from "@/content/sources-report";
import { csvRow } from "@/lib/settings/csv";
import { rowName } from "./names";
import { DIMENSIONS, FORMS, type SourcesReport } from "./sources-shape";

const { csv } = sourcesCopy;

/** Every row of the three tables (not only those shown), formula-safe like the leads CSV, with a UTF-8 byte-order mark. */
export function sourcesCsv(report: SourcesReport): string {
  const rows = DIMENSIONS.flatMap((dimension) =>
    report.tables[dimension].map((row) => {
      const counts = [...FORMS.map((form) => row[form]), row.total, (row.share * 100).toFixed(1), row.clicks];
      return csvRow([csv.groups[dimension], rowName(dimension, row.key), ...counts]);
    }),
  );
  return `\uFEFF${csvRow(csv.headers)}${rows.join("")}`;
}
