import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/open";
import { NOT_SET } from "@/lib/db/schema";
import type { MoneySettings } from "@/lib/money/settings";
import type { DayRange } from "./range";
import { DIMENSIONS, type Dimension } from "./sources-shape";

/** Per dimension, each key's amount in minor units. */
export type AmountsBy = Record<Dimension, Map<string, number>>;

/**
 * The period's money: spend per source and campaign (ad_spend), shared out to mediums and landing pages by each
 * campaign's visitors there (else its leads), and the value won per dimension (won leads of the period, at their own
 * deal value, else the Won default). `allocated`: the spend no medium or landing page could be found for.
 */
export type LeadCounts = { leads: number; qualified: number; won: number };
export type MoneyFigures = {
  currency: string;
  counts: Record<Dimension, Map<string, LeadCounts>>;
  spend: AmountsBy;
  value: AmountsBy;
  totals: { spend: number; value: number; hasSpend: boolean };
  unallocated: number;
};

const emptyBy = (): AmountsBy =>
  Object.fromEntries(DIMENSIONS.map((dimension) => [dimension, new Map<string, number>()])) as AmountsBy;

const add = (map: Map<string, number>, key: string, amount: number) =>
  map.set(key, (map.get(key) ?? 0) + amount);

/**
 * `amount` shared out by `weights` exactly (largest remainders), so the parts add up to the whole to the cent.
 * Exported for its unit test.
 */
export function shareOut(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, p) => sum + p, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i]!++;
    left--;
  }
  return parts;
}

export async function moneyFigures(
  db: Database,
  { first, last }: DayRange,
  money: MoneySettings,
): Promise<MoneyFigures> {
  const within =
    first === null ? sql`day <= ${last}::date` : sql`day between ${first}::date and ${last}::date`;
  // Leads by the day they came in, in the owner's zone (as source_days dates them), through the partial index.
  const since =
    first === null
      ? sql`true`
      : sql`created_at >= (${first}::date)::timestamp at time zone app.report_time_zone()`;
  const until = sql`created_at < (${last}::date + 1)::timestamp at time zone app.report_time_zone()`;
  const [spendRows, weightRows, valueRows, countRows] = await Promise.all([
    db.execute(sql`
      select source, campaign_key as campaign, sum(amount)::text as amount
      from app.ad_spend where ${within} group by 1, 2`),
    // Where each campaign's visitors (else leads) landed: how its spend is shared out to mediums and pages.
    db.execute(sql`
      select source, campaign, medium, landing_page, sum(visitors)::int as visitors, 0 as leads
      from app.page_view_days where ${within} and visitors > 0 group by 1, 2, 3, 4
      union all
      select source, campaign, medium, landing_page, 0, sum(count)::int
      from app.source_days where ${within} and kind in ('contact', 'intake', 'demo') group by 1, 2, 3, 4`),
    db.execute(sql`
      select grouping(source, medium, campaign, landing_page) as grp, source, medium, campaign, landing_page,
        sum(coalesce(deal_value, ${money.defaults.won ?? 0}::bigint))::text as value
      from app.leads where won_at is not null and ${since} and ${until}
      group by grouping sets ((source), (medium), (campaign), (landing_page), ())`),
    db.execute(sql`
      select grouping(source, medium, campaign, landing_page) as grp, source, medium, campaign, landing_page,
        sum(count) filter (where kind in ('contact', 'intake', 'demo'))::int as leads,
        coalesce(sum(count) filter (where kind = 'qualified'), 0)::int as qualified,
        coalesce(sum(count) filter (where kind = 'won'), 0)::int as won
      from app.source_days where ${within} and kind in ('contact', 'intake', 'demo', 'qualified', 'won')
      group by grouping sets ((source), (medium), (campaign), (landing_page))`),
  ]);
  const counts = Object.fromEntries(
    DIMENSIONS.map((dimension) => [dimension, new Map<string, LeadCounts>()]),
  ) as Record<Dimension, Map<string, LeadCounts>>;
  const spend = emptyBy();
  const value = emptyBy();
  let spendTotal = 0;
  let valueTotal = 0;
  let unallocated = 0;
  type Weight = {
    source: string;
    campaign: string;
    medium: string;
    landing_page: string;
    visitors: number;
    leads: number;
  };
  const weights = new Map<string, Weight[]>();
  for (const row of rowsOf<Weight>(weightRows)) {
    const key = `${row.source}\u0000${row.campaign}`;
    (weights.get(key) ?? weights.set(key, []).get(key)!).push(row);
  }
  const spendList = rowsOf<{ source: string; campaign: string; amount: string }>(spendRows);
  for (const row of spendList) {
    const amount = Number(row.amount);
    const campaign = row.campaign === "" ? NOT_SET : row.campaign;
    spendTotal += amount;
    add(spend.source, row.source, amount);
    add(spend.campaign, campaign, amount);
    const found = weights.get(`${row.source}\u0000${campaign}`) ?? [];
    // One (medium, page) may appear twice: once for visitors, once for leads.
    const byPlace = new Map<string, { medium: string; page: string; visitors: number; leads: number }>();
    for (const w of found) {
      const place = `${w.medium}\u0000${w.landing_page}`;
      const entry = byPlace.get(place) ?? { medium: w.medium, page: w.landing_page, visitors: 0, leads: 0 };
      entry.visitors += w.visitors;
      entry.leads += w.leads;
      byPlace.set(place, entry);
    }
    const places = [...byPlace.values()];
    const useVisitors = places.some((p) => p.visitors > 0);
    const parts = shareOut(
      amount,
      places.map((p) => (useVisitors ? p.visitors : p.leads)),
    );
    if (parts.every((part) => part === 0) && amount > 0) unallocated += amount;
    places.forEach((place, i) => {
      if (parts[i]! === 0) return;
      add(spend.medium, place.medium, parts[i]!);
      add(spend.landing, place.page, parts[i]!);
    });
  }
  const column = {
    source: "source",
    medium: "medium",
    campaign: "campaign",
    landing: "landing_page",
  } as const;
  const sets: Record<Dimension, number> = {
    source: 0b0111,
    medium: 0b1011,
    campaign: 0b1101,
    landing: 0b1110,
  };
  for (const row of rowsOf<Record<string, string | number | null>>(countRows)) {
    for (const dimension of DIMENSIONS) {
      const key = row[column[dimension]];
      if (row.grp === sets[dimension] && typeof key === "string")
        counts[dimension].set(key, {
          leads: Number(row.leads ?? 0),
          qualified: Number(row.qualified),
          won: Number(row.won),
        });
    }
  }
  for (const row of rowsOf<Record<string, string | number | null>>(valueRows)) {
    const amount = Number(row.value ?? 0);
    if (row.grp === 0b1111) {
      valueTotal = amount;
      continue;
    }
    for (const dimension of DIMENSIONS) {
      const key = row[column[dimension]];
      if (row.grp === sets[dimension] && typeof key === "string") add(value[dimension], key, amount);
    }
  }
  return {
    currency: money.currency,
    counts,
    spend,
    value,
    totals: { spend: spendTotal, value: valueTotal, hasSpend: spendList.length > 0 },
    unallocated,
  };
}
