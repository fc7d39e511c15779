import "server-only";
import { sourcesCopy } from "@/content/sources-report";
import { csvRow } from "@/lib/csv";
import { rowName } from "./names";
import { decimalOf } from "@/lib/money/currency";
import type { MoneyReport, MoneyRow } from "./money-shape";
import {
  DIMENSIONS,
  emptyCounts,
  FORMS,
  OUTCOMES,
  type ReportRow,
  type SourcesReport,
} from "./sources-shape";
import { conversionRate } from "./sources-rate";

const { csv } = sourcesCopy;
const percentOf = (share: number) => (share * 100).toFixed(1);

/** Rate, low and high in percent; empty where the table shows "—". */
const rateCells = ({ rate }: ReportRow) =>
  rate.kind === "rate" ? [percentOf(rate.rate), percentOf(rate.low), percentOf(rate.high)] : ["", "", ""];

/** Spend, the three costs, value won (exact decimals) and return on ad spend; empty where the page shows "—". */
function moneyCells(row: MoneyRow | undefined, currency: string) {
  const amount = (minor: number | null | undefined) =>
    minor === null || minor === undefined ? "" : decimalOf(minor, currency);
  return [
    amount(row?.spend),
    amount(row?.perLead),
    amount(row?.perQualified),
    amount(row?.perCustomer),
    amount(row?.valueWon ?? 0),
    row?.roas === null || row?.roas === undefined ? "" : row.roas.toFixed(4),
  ];
}

/**
 * Every row of the tables (not only those shown), formula-safe like the leads CSV, with a UTF-8 byte-order mark; with
 * `money`, its columns too, and a row for each key that had spend or value but no visit, lead or click.
 */
export function sourcesCsv(report: SourcesReport, money?: MoneyReport): string {
  const rows = DIMENSIONS.flatMap((dimension) => {
    const byKey = new Map(money?.tables[dimension].map((row) => [row.key, row]));
    const keys = new Set(report.tables[dimension].map((row) => row.key));
    const spendOnly: ReportRow[] = [...byKey.values()]
      .filter((row) => !keys.has(row.key) && (row.spend !== null || row.valueWon > 0))
      .map((row) => ({ key: row.key, ...emptyCounts(), rate: conversionRate(0, 0) }));
    return [...report.tables[dimension], ...spendOnly].map((row) =>
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
        ...(money ? moneyCells(byKey.get(row.key), money.currency) : []),
      ]),
    );
  });
  const header = [...csv.headers(report.multiDay), ...(money ? csv.moneyHeaders(money.currency) : [])];
  return `\uFEFF${csvRow(header)}${rows.join("")}`;
}
