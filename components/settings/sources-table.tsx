import Link from "next/link";
import { leadsCopy } from "@/content/settings";
import { sourcesCopy } from "@/content/sources-report";
import { drillDownHref, percent, rowName } from "@/lib/reports/names";
import type { Period } from "@/lib/reports/period";
import { FORMS, type Dimension, type ReportRow } from "@/lib/reports/sources-shape";
import { Cell, DataTable, tableClasses as t } from "./data-table";

/** Rows shown per table; the CSV export has them all. */
const SHOWN = 15;
const c = sourcesCopy.columns;
const number = (n: number) => n.toLocaleString("en-US");

type Props = { dimension: Dimension; rows: ReportRow[]; period: Period; hint?: string };

export function SourcesTable({ dimension, rows, period, hint }: Props) {
  const copy = sourcesCopy.tables[dimension];
  const shown = rows.slice(0, SHOWN);
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-lg font-bold">{copy.title}</h3>
      {hint && <p className="mb-2 text-sm text-muted-foreground">{hint}</p>}
      <DataTable
        label={copy.label}
        columns={[copy.column, ...FORMS.map((form) => leadsCopy.kinds[form]), c.total, c.share, c.clicks]}
      >
        {shown.map((row) => {
          const name = rowName(dimension, row.key);
          return (
            <tr key={row.key} className={t.tr}>
              <Cell label={copy.column} className="sm:max-w-64">
                <Link
                  href={drillDownHref(dimension, row.key, period)}
                  aria-label={sourcesCopy.viewLeads(name)}
                  className="font-semibold wrap-anywhere text-primary underline underline-offset-2 hover:no-underline"
                >
                  {name}
                </Link>
              </Cell>
              {FORMS.map((form) => (
                <Cell key={form} label={leadsCopy.kinds[form]} className="tabular-nums">
                  {number(row[form])}
                </Cell>
              ))}
              <Cell label={c.total} className="font-semibold tabular-nums">
                {number(row.total)}
              </Cell>
              <Cell label={c.share} className="tabular-nums">
                {percent(row.share)}
              </Cell>
              <Cell label={c.clicks} className="tabular-nums">
                {number(row.clicks)}
              </Cell>
            </tr>
          );
        })}
      </DataTable>
      {rows.length > shown.length && (
        <p className="mt-2 text-xs text-muted-foreground">{sourcesCopy.shown(shown.length, rows.length)}</p>
      )}
    </div>
  );
}
