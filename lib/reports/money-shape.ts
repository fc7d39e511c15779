import "server-only";
import type { LeadCounts, MoneyFigures } from "./money-query";
import { DIMENSIONS, type Dimension } from "./sources-shape";

/**
 * One row of a money table. `spend` null: no spend recorded for it (shown "—", never zero); a cost is null where
 * there is no spend or nothing to divide it by; `roas` is value won ÷ spend.
 */
export type MoneyRow = LeadCounts & {
  key: string;
  spend: number | null;
  valueWon: number;
  perLead: number | null;
  perQualified: number | null;
  perCustomer: number | null;
  roas: number | null;
};

const per = (spend: number | null, n: number) => (spend === null || n === 0 ? null : Math.round(spend / n));

export function moneyRow(key: string, counts: LeadCounts, spend: number | null, valueWon: number): MoneyRow {
  return {
    key,
    ...counts,
    spend,
    valueWon,
    perLead: per(spend, counts.leads),
    perQualified: per(spend, counts.qualified),
    perCustomer: per(spend, counts.won),
    roas: spend === null || spend === 0 ? null : valueWon / spend,
  };
}

const NONE: LeadCounts = { leads: 0, qualified: 0, won: 0 };

/** Every key with leads, spend or value won, most spend first (then most leads); and the totals row. */
export function moneyTables(figures: MoneyFigures) {
  const tables = Object.fromEntries(
    DIMENSIONS.map((dimension) => {
      const keys = new Set([
        ...figures.counts[dimension].keys(),
        ...figures.spend[dimension].keys(),
        ...figures.value[dimension].keys(),
      ]);
      const rows = [...keys]
        .map((key) =>
          moneyRow(
            key,
            figures.counts[dimension].get(key) ?? NONE,
            figures.spend[dimension].get(key) ?? null,
            figures.value[dimension].get(key) ?? 0,
          ),
        )
        .sort(
          (a, b) =>
            (b.spend ?? -1) - (a.spend ?? -1) ||
            b.leads - a.leads ||
            b.valueWon - a.valueWon ||
            a.key.localeCompare(b.key),
        );
      return [dimension, rows];
    }),
  ) as Record<Dimension, MoneyRow[]>;
  const sum = (field: keyof LeadCounts) =>
    [...figures.counts.source.values()].reduce((total, counts) => total + counts[field], 0);
  const totals = moneyRow(
    "",
    { leads: sum("leads"), qualified: sum("qualified"), won: sum("won") },
    figures.totals.hasSpend ? figures.totals.spend : null,
    figures.totals.value,
  );
  return { currency: figures.currency, tables, totals, unallocated: figures.unallocated };
}

export type MoneyReport = ReturnType<typeof moneyTables>;
export type { Dimension };
