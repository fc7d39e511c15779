import { moneyCopy } from "@/content/money";
import { moneyText } from "@/lib/money/currency";
import type { spendImports } from "@/lib/db/schema";
import { ReportTable } from "./report-table";

const copy = moneyCopy.imports;
type Import = typeof spendImports.$inferSelect;

const when = (at: Date) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Los_Angeles",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(at);

/** The latest uploads and entries: what each brought in, or that it was refused. */
export function SpendImports({ imports, currency }: { imports: Import[]; currency: string }) {
  if (imports.length === 0) return <p className="text-sm text-muted-foreground">{copy.empty}</p>;
  return (
    <ReportTable
      label={copy.tableLabel}
      stack
      columns={[copy.columns.when, copy.columns.source, copy.columns.format, copy.columns.outcome]}
    >
      {imports.map((row) => (
        <tr key={row.id}>
          <td>{when(row.createdAt)}</td>
          <td className="wrap-anywhere">{row.source || "—"}</td>
          <td>{copy.formats[row.format] ?? row.format}</td>
          <td>
            {row.ok
              ? `${moneyText(row.amount, currency)}, ${row.firstDay} – ${row.lastDay}`
              : moneyCopy.upload.result.refused}
          </td>
        </tr>
      ))}
    </ReportTable>
  );
}
