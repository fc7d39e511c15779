import { moneyCopy } from "@/content/money";
import { sourcesCopy } from "@/content/sources-report";
import { moneyText } from "@/lib/money/currency";
import type { MoneyReport, MoneyRow } from "@/lib/reports/money-shape";
import { drillDownHref, rowName } from "@/lib/reports/names";
import type { ReportPeriod } from "@/lib/reports/range";
import { ROWS_SHOWN, type Dimension } from "@/lib/reports/sources-shape";
import { ReportTable } from "./report-table";

const copy = moneyCopy.report;
const c = copy.columns;
const number = (n: number) => n.toLocaleString("en-US");
/** Return on ad spend as a multiple: 3.20× is three dollars and twenty cents back for each dollar spent. */
const roasText = (roas: number | null) => (roas === null ? copy.noSpend : `${roas.toFixed(2)}×`);

function Cells({ row, currency }: { row: MoneyRow; currency: string }) {
  const money = (minor: number | null) => (minor === null ? copy.noSpend : moneyText(minor, currency));
  return (
    <>
      <td>{money(row.spend)}</td>
      <td>{number(row.leads)}</td>
      <td>{money(row.perLead)}</td>
      <td>{money(row.perQualified)}</td>
      <td>{money(row.perCustomer)}</td>
      <td>{moneyText(row.valueWon, currency)}</td>
      <td>{roasText(row.roas)}</td>
    </>
  );
}

type Props = { dimension: Dimension; report: MoneyReport; period: ReportPeriod };

/** One dimension's spend, costs and return; its first rows, a link to each row's leads, and the totals. */
export function MoneyTable({ dimension, report, period }: Props) {
  const table = copy.tables[dimension];
  const rows = report.tables[dimension];
  const shown = rows.slice(0, ROWS_SHOWN);
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-lg font-bold">{table.title}</h3>
      <ReportTable
        label={table.label}
        stack
        className="rt-money"
        columns={[
          table.column,
          c.spend,
          c.leads,
          c.perLead,
          c.perQualified,
          c.perCustomer,
          c.valueWon,
          c.roas,
        ]}
      >
        {shown.map((row) => {
          const name = rowName(dimension, row.key);
          return (
            <tr key={row.key} data-money-row={row.key}>
              <td>
                <a href={drillDownHref(dimension, row.key, period)} aria-label={sourcesCopy.viewLeads(name)}>
                  {name}
                </a>
              </td>
              <Cells row={row} currency={report.currency} />
            </tr>
          );
        })}
        <tr data-money-row="total">
          <td>{copy.total}</td>
          <Cells row={report.totals} currency={report.currency} />
        </tr>
      </ReportTable>
      {rows.length > shown.length && (
        <p className="mt-2 text-xs text-muted-foreground">{sourcesCopy.shown(shown.length, rows.length)}</p>
      )}
    </div>
  );
}
