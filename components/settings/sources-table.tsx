import Link from "next/link";
import { leadsCopy } from "@/content/settings";
import { sourcesCopy } from "@/content/sources-report";
import { drillDownHref, rateText, rowName } from "@/lib/reports/names";
import type { Period } from "@/lib/reports/period";
import { FORMS, OUTCOMES, ROWS_SHOWN, type Dimension, type ReportRow } from "@/lib/reports/sources-shape";
import { Cell, DataTable, tableClasses as t } from "./data-table";

const c = sourcesCopy.columns;
const number = (n: number) => n.toLocaleString("en-US");

/** `total`: the table's rows in the period, beyond those the report sent. */
type Props = {
  dimension: Dimension;
  rows: ReportRow[];
  total: number;
  period: Period;
  multiDay: boolean;
  hint?: string;
};

function RateCell({ row }: { row: ReportRow }) {
  const { value, note } = rateText(row.rate);
  return (
    <Cell label={c.rate} className="whitespace-nowrap tabular-nums">
      <span className="font-semibold">{value}</span>
      {note && (
        <span className="block text-xs font-normal text-muted-foreground">
          {row.rate.kind === "rate" && <span className="sr-only">{sourcesCopy.rangePrefix}</span>}
          {note}
        </span>
      )}
    </Cell>
  );
}

export function SourcesTable({ dimension, rows, total, period, multiDay, hint }: Props) {
  const copy = sourcesCopy.tables[dimension];
  const shown = rows.slice(0, ROWS_SHOWN);
  const visitors = multiDay ? c.visitorDays : c.visitors;
  const counts = (cells: [string, number][]) =>
    cells.map(([label, n]) => (
      <Cell key={label} label={label} className="tabular-nums">
        {number(n)}
      </Cell>
    ));
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-lg font-bold">{copy.title}</h3>
      {hint && <p className="mb-2 text-sm text-muted-foreground">{hint}</p>}
      <DataTable
        label={copy.label}
        columns={[
          copy.column,
          c.views,
          visitors,
          ...FORMS.map((form) => leadsCopy.kinds[form]),
          c.total,
          c.rate,
          c.clicks,
          ...OUTCOMES.map((outcome) => c[outcome]),
        ]}
      >
        {shown.map((row) => {
          const name = rowName(dimension, row.key);
          return (
            <tr key={row.key} className={t.tr}>
              <Cell label={copy.column} className="sm:max-w-56">
                <Link
                  href={drillDownHref(dimension, row.key, period)}
                  aria-label={sourcesCopy.viewLeads(name)}
                  className="font-semibold wrap-anywhere text-primary underline underline-offset-2 hover:no-underline"
                >
                  {name}
                </Link>
              </Cell>
              {counts([
                [c.views, row.views],
                [visitors, row.visitors],
                ...FORMS.map((form): [string, number] => [leadsCopy.kinds[form], row[form]]),
              ])}
              <Cell label={c.total} className="font-semibold tabular-nums">
                {number(row.total)}
              </Cell>
              <RateCell row={row} />
              {counts([
                [c.clicks, row.clicks],
                ...OUTCOMES.map((outcome): [string, number] => [c[outcome], row[outcome]]),
              ])}
            </tr>
          );
        })}
      </DataTable>
      {total > shown.length && (
        <p className="mt-2 text-xs text-muted-foreground">{sourcesCopy.shown(shown.length, total)}</p>
      )}
    </div>
  );
}
