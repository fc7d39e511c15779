import { leadsCopy } from "@/content/settings";
import { sourcesCopy } from "@/content/sources-report";
import { drillDownHref, rateText, rowName } from "@/lib/reports/names";
import type { ReportPeriod } from "@/lib/reports/range";
import { FORMS, OUTCOMES, ROWS_SHOWN, type Dimension, type ReportRow } from "@/lib/reports/sources-shape";
import { ReportTable } from "./report-table";

const c = sourcesCopy.columns;
const number = (n: number) => n.toLocaleString("en-US");

/** `total`: the table's rows in the period, beyond those the report sent. */
type Props = {
  dimension: Dimension;
  rows: ReportRow[];
  total: number;
  period: ReportPeriod;
  multiDay: boolean;
  hint?: string;
};

function RateCell({ row }: { row: ReportRow }) {
  const { value, note } = rateText(row.rate);
  return (
    <td>
      {value}
      {note && (
        <small>
          {row.rate.kind === "rate" && <span className="sr-only">{sourcesCopy.rangePrefix}</span>}
          {note}
        </small>
      )}
    </td>
  );
}

/** One dimension's rows; a plain link per row (no client component), markup kept lean: each row repeats. */
export function SourcesTable({ dimension, rows, total, period, multiDay, hint }: Props) {
  const copy = sourcesCopy.tables[dimension];
  const shown = rows.slice(0, ROWS_SHOWN);
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-lg font-bold">{copy.title}</h3>
      {hint && <p className="mb-2 text-sm text-muted-foreground">{hint}</p>}
      <ReportTable
        label={copy.label}
        stack
        // Leads, the 8th column, is bold by position (.rt-sources): one rule, no element per row.
        className="rt-sources"
        columns={[
          copy.column,
          c.views,
          multiDay ? c.visitorDays : c.visitors,
          ...FORMS.map((form) => leadsCopy.kinds[form]),
          c.total,
          c.calls,
          c.rate,
          c.clicks,
          ...OUTCOMES.map((outcome) => c[outcome]),
        ]}
      >
        {shown.map((row) => {
          const name = rowName(dimension, row.key);
          return (
            <tr key={row.key}>
              <td>
                <a href={drillDownHref(dimension, row.key, period)} aria-label={sourcesCopy.viewLeads(name)}>
                  {name}
                </a>
              </td>
              <td>{number(row.views)}</td>
              <td>{number(row.visitors)}</td>
              {FORMS.map((form) => (
                <td key={form}>{number(row[form])}</td>
              ))}
              <td>{number(row.total)}</td>
              <td>{number(row.calls)}</td>
              <RateCell row={row} />
              <td>{number(row.clicks)}</td>
              {OUTCOMES.map((outcome) => (
                <td key={outcome}>{number(row[outcome])}</td>
              ))}
            </tr>
          );
        })}
      </ReportTable>
      {total > shown.length && (
        <p className="mt-2 text-xs text-muted-foreground">{sourcesCopy.shown(shown.length, total)}</p>
      )}
    </div>
  );
}
