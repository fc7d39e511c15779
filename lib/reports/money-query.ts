import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/open";
import { NOT_SET } from "@/lib/db/schema";
import type { MoneySettings } from "@/lib/money/settings";
import { monthSplit } from "./month-split";
import type { DayRange } from "./range";
import { DIMENSIONS, FORMS, type Dimension } from "./sources-shape";

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

type Place = { source: string; medium: string; campaign: string; landing_page: string };
type LeadRow = Place & { leads: number; qualified: number; won: number };

/** Per dimension, a key's value in each row summed: rows of (source, medium, campaign, page) folded four ways. */
function foldFour<R extends Place>(rows: R[], each: (dimension: Dimension, key: string, row: R) => void) {
  for (const row of rows) {
    each("source", row.source, row);
    each("medium", row.medium, row);
    each("campaign", row.campaign, row);
    each("landing", row.landing_page, row);
  }
}

export async function moneyFigures(
  db: Database,
  { first, last }: DayRange,
  money: MoneySettings,
): Promise<MoneyFigures> {
  const within =
    first === null ? sql`day <= ${last}::date` : sql`day between ${first}::date and ${last}::date`;
  // Whole months from the monthly roll-ups, the current one too when nothing is stored after the period.
  const [latest] = rowsOf<{ counts: string | null; spend: string | null; views: string | null }>(
    await db.execute(sql`select (select max(day) from app.source_days)::text as counts,
      (select max(day) from app.ad_spend)::text as spend, (select max(day) from app.page_view_days)::text as views`),
  );
  const counted = monthSplit(first, last, latest?.counts ?? null);
  const spent = monthSplit(first, last, latest?.spend ?? null);
  const viewed = monthSplit(first, last, latest?.views ?? null);
  // Visitors weigh how a campaign's spend is shared out to its mediums and pages.
  const visitors = sql`
    select source, medium, campaign, landing_page, sum(visitors)::int as visitors from (
      select source, medium, campaign, landing_page, visitors from app.page_view_months where ${viewed.inMonths}
      union all
      select source, medium, campaign, landing_page, visitors from app.page_view_days where ${viewed.otherDays}) as v
    where visitors > 0 group by 1, 2, 3, 4`;
  // Every form's leads (a callback request is a lead too), and the two stages costed.
  const forms = sql.join(
    FORMS.map((form) => sql`${form}`),
    sql`, `,
  );
  const kinds = sql`kind in (${forms}, 'qualified', 'won')`;
  const [spendRows, visitorRows, leadRows, valueRows] = await Promise.all([
    db.execute(sql`
      select source, campaign_key as campaign, sum(amount)::text as amount from (
        select source, campaign_key, amount from app.ad_spend_months where ${spent.inMonths}
        union all
        select source, campaign_key, amount from app.ad_spend where ${spent.otherDays}) as s
      group by 1, 2`),
    db.execute(visitors),
    // One pass over the period's counts: the tables' lead counts, and each campaign's leads per medium and page.
    db.execute(sql`
      select source, medium, campaign, landing_page,
        coalesce(sum(count) filter (where kind in (${forms})), 0)::int as leads,
        coalesce(sum(count) filter (where kind = 'qualified'), 0)::int as qualified,
        coalesce(sum(count) filter (where kind = 'won'), 0)::int as won
      from (
        select source, medium, campaign, landing_page, kind, count from app.source_months
        where ${counted.inMonths} and ${kinds}
        union all
        select source, medium, campaign, landing_page, kind, count from app.source_days
        where ${counted.otherDays} and ${kinds}) as c
      group by 1, 2, 3, 4`),
    // Won leads' own deal values (kept per day beside source_days' won counts, erasures included); the others are
    // worth the Won default.
    db.execute(sql`
      select source, medium, campaign, landing_page, sum(valued)::int as valued, sum(value)::text as value
      from app.won_value_days where ${within} group by 1, 2, 3, 4`),
  ]);
  const counts = Object.fromEntries(
    DIMENSIONS.map((dimension) => [dimension, new Map<string, LeadCounts>()]),
  ) as Record<Dimension, Map<string, LeadCounts>>;
  const leadList = rowsOf<LeadRow>(leadRows);
  foldFour(leadList, (dimension, key, row) => {
    const sum = counts[dimension].get(key) ?? { leads: 0, qualified: 0, won: 0 };
    sum.leads += row.leads;
    sum.qualified += row.qualified;
    sum.won += row.won;
    counts[dimension].set(key, sum);
  });
  const value = emptyBy();
  let valueTotal = 0;
  const placeKey = (row: Place) =>
    `${row.source}\u0000${row.medium}\u0000${row.campaign}\u0000${row.landing_page}`;
  const valued = new Map<string, { valued: number; value: number }>();
  for (const row of rowsOf<Place & { valued: number; value: string }>(valueRows))
    valued.set(placeKey(row), { valued: row.valued, value: Number(row.value) });
  const wonDefault = money.defaults.won ?? 0;
  foldFour(
    leadList.filter((row) => row.won > 0),
    (dimension, key, row) => {
      const own = valued.get(placeKey(row)) ?? { valued: 0, value: 0 };
      const amount = own.value + (row.won - own.valued) * wonDefault;
      add(value[dimension], key, amount);
      if (dimension === "source") valueTotal += amount;
    },
  );
  // Where each campaign's visitors (else leads) landed: how its spend is shared out to mediums and pages.
  type Weight = { medium: string; page: string; visitors: number; leads: number };
  const weights = new Map<string, Map<string, Weight>>();
  const weigh = (row: Place, visitors: number, leads: number) => {
    const campaign = `${row.source}\u0000${row.campaign}`;
    const places = weights.get(campaign) ?? weights.set(campaign, new Map()).get(campaign)!;
    const place = `${row.medium}\u0000${row.landing_page}`;
    const weight = places.get(place) ?? { medium: row.medium, page: row.landing_page, visitors: 0, leads: 0 };
    weight.visitors += visitors;
    weight.leads += leads;
    places.set(place, weight);
  };
  for (const row of rowsOf<Place & { visitors: number }>(visitorRows)) weigh(row, row.visitors, 0);
  for (const row of leadList) if (row.leads > 0) weigh(row, 0, row.leads);

  const spend = emptyBy();
  let spendTotal = 0;
  let unallocated = 0;
  const spendList = rowsOf<{ source: string; campaign: string; amount: string }>(spendRows);
  for (const row of spendList) {
    const amount = Number(row.amount);
    const campaign = row.campaign === "" ? NOT_SET : row.campaign;
    spendTotal += amount;
    add(spend.source, row.source, amount);
    add(spend.campaign, campaign, amount);
    const places = [...(weights.get(`${row.source}\u0000${campaign}`)?.values() ?? [])];
    const useVisitors = places.some((p) => p.visitors > 0);
    const parts = shareOut(
      amount,
      places.map((p) => (useVisitors ? p.visitors : p.leads)),
    );
    if (amount > 0 && parts.every((part) => part === 0)) unallocated += amount;
    places.forEach((place, i) => {
      if (parts[i]! === 0) return;
      add(spend.medium, place.medium, parts[i]!);
      add(spend.landing, place.page, parts[i]!);
    });
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
