import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, type Database } from "@/lib/db/open";
import { adSpend, adSpendMonths, leads, sourceDays, sourceMonths, wonValueDays } from "@/lib/db/schema";
import { setLeadStatus } from "@/lib/leads/status";
import { readMoneySettings, saveMoneySettings } from "@/lib/money/settings";
import { erasePerson } from "@/lib/privacy/erase";
import { moneyFigures } from "@/lib/reports/money-query";
import type { DayRange } from "@/lib/reports/range";
import { sourcesReport } from "@/lib/reports/sources-query";
import { storeSpend } from "@/lib/spend/store";
import { backends, openForTests, rowsOf } from "./databases";
import { migrateBefore } from "./migrations";

const WON_DEFAULT = 100_000;
const ZONE = sql`app.report_time_zone()`;

/**
 * 240 leads from Oct 20 to Dec 10, 2026 (month ends and a week cut by December among them), over four sources, two
 * mediums, five campaigns and three pages; every third qualified, every fifth won, half of those with a deal value.
 */
async function seedLeads(db: Database) {
  await db.execute(sql`
    insert into app.leads (kind, name, email, payload, attribution, submission_id, created_at, status, qualified_at,
      won_at, deal_value)
    select (array['contact', 'intake', 'demo'])[1 + i % 3]::app.lead_kind, 'Lead ' || i, 'lead' || i || '@example.com',
      '{}'::jsonb,
      jsonb_build_object('utm_source', (array['google', 'facebook', 'bing', 'newsletter'])[1 + i % 4],
        'utm_medium', (array['cpc', 'email'])[1 + i % 2], 'utm_campaign', 'campaign-' || (i % 5),
        'landing_page', (array['/roofers', '/dental', '/automation-offer'])[1 + i % 3]),
      gen_random_uuid(), timestamptz '2026-10-20 07:30Z' + i * interval '5 hours 7 minutes',
      case when i % 5 = 0 then 'won' when i % 3 = 0 then 'qualified' else 'new' end::app.lead_status,
      case when i % 5 = 0 or i % 3 = 0 then now() end, case when i % 5 = 0 then now() end,
      case when i % 10 = 0 then 50000 + i * 100 end
    from generate_series(1, 240) as i`);
}

/** A query's rows as sorted lists of their values, so a roll-up and the sum of its rows compare whatever the names. */
const valuesOf = async (db: Database, query: ReturnType<typeof sql>) =>
  rowsOf<Record<string, unknown>>(await db.execute(query))
    .map((row) => JSON.stringify(Object.values(row)))
    .sort();

/** Page views per day from Oct 20 to Dec 10, 2026, on two paths, for the leads' attributions, varying by day. */
async function seedViews(db: Database) {
  await db.execute(sql`
    insert into app.page_view_days (day, path, source, medium, campaign, landing_page, views, visitors)
    select d::date, p, (array['google', 'facebook', 'bing', 'newsletter'])[1 + c % 4], (array['cpc', 'email'])[1 + c % 2],
      'campaign-' || (c % 5), (array['/roofers', '/dental', '/automation-offer'])[1 + c % 3],
      3 + (extract(doy from d)::int * 7 + c) % 11, 1 + (extract(doy from d)::int + c) % 4
    from generate_series(timestamp '2026-10-20', timestamp '2026-12-10', interval '1 day') as d,
      generate_series(0, 11) as c, unnest(array['/', '/roofers']) as p
    where (extract(doy from d)::int + c) % 4 <> 0`);
}

/** Each roll-up beside the rows it sums: equal when the triggers kept it exact. */
async function expectRollUpsExact(db: Database) {
  const pairs = [
    [
      sql`select month::text, source, medium, campaign, landing_page, kind, count from app.source_months`,
      sql`select date_trunc('month', day::timestamp)::date::text, source, medium, campaign, landing_page, kind,
        sum(count)::int from app.source_days group by 1, 2, 3, 4, 5, 6`,
    ],
    [
      sql`select starts::text, source, kind, count from app.source_week_parts`,
      sql`select app.week_part(day)::text, source, kind, sum(count)::int from app.source_days group by 1, 2, 3`,
    ],
    [
      sql`select month::text, source, medium, campaign, landing_page, views, visitors, day_rows
        from app.page_view_months`,
      sql`select date_trunc('month', day::timestamp)::date::text, source, medium, campaign, landing_page,
        sum(views)::int as views, sum(visitors)::int as visitors, count(*)::int from app.page_view_days
      group by 1, 2, 3, 4, 5`,
    ],
    [
      sql`select month::text, source, campaign_key, amount::text, day_rows from app.ad_spend_months`,
      sql`select date_trunc('month', day::timestamp)::date::text, source, campaign_key, sum(amount)::text as amount,
        count(*)::int from app.ad_spend group by 1, 2, 3`,
    ],
  ] as const;
  for (const [rollUp, fromRows] of pairs)
    expect(await valuesOf(db, rollUp)).toEqual(await valuesOf(db, fromRows));
}

/** won_value_days beside the won leads it sums (while no erasure has kept a value the leads no longer hold). */
async function expectValuesExact(db: Database) {
  const rollUp = await valuesOf(
    db,
    sql`select day::text, source, medium, campaign, landing_page, valued, value::text from app.won_value_days`,
  );
  expect(rollUp.length).toBeGreaterThan(0);
  expect(rollUp).toEqual(
    await valuesOf(
      db,
      sql`select (created_at at time zone ${ZONE})::date::text, source, medium, campaign, landing_page, count(*)::int,
        sum(deal_value)::text from app.leads where won_at is not null and deal_value is not null
      group by 1, 2, 3, 4, 5`,
    ),
  );
}

/** The period's spend, leads and value won straight from the stored rows, as the report must total them. */
async function fromRawRows(db: Database, { first, last }: DayRange) {
  const days = first === null ? sql`day <= ${last}::date` : sql`day between ${first}::date and ${last}::date`;
  const created = sql`(created_at at time zone ${ZONE})::date`;
  const inRange =
    first === null
      ? sql`${created} <= ${last}::date`
      : sql`${created} between ${first}::date and ${last}::date`;
  const [row] = rowsOf<{ spend: string | null; leads: number; won: number; value: string | null }>(
    await db.execute(sql`select
      (select sum(amount)::text from app.ad_spend where ${days}) as spend,
      (select count(*)::int from app.leads where ${inRange}) as leads,
      (select count(*)::int from app.leads where ${inRange} and won_at is not null) as won,
      (select sum(coalesce(deal_value, ${WON_DEFAULT}::bigint))::text from app.leads
        where ${inRange} and won_at is not null) as value`),
  );
  return {
    spend: Number(row?.spend ?? 0),
    leads: row!.leads,
    won: row!.won,
    value: Number(row?.value ?? 0),
  };
}

async function reportTotals(db: Database, range: DayRange) {
  const figures = await moneyFigures(db, range, await readMoneySettings(db));
  const sum = (key: "leads" | "won") =>
    [...figures.counts.source.values()].reduce((total, counts) => total + counts[key], 0);
  return { spend: figures.totals.spend, leads: sum("leads"), won: sum("won"), value: figures.totals.value };
}

/** Days from..to (inclusive) of spend for three campaigns, amounts varying by day and `shift`. */
function spendRows(from: string, to: string, shift = 0, skip: (day: string) => boolean = () => false) {
  const rows = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    if (skip(day)) continue;
    for (let c = 0; c < 3; c++)
      rows.push({
        day,
        source: "google",
        campaign: `Campaign-${c}`,
        campaignKey: `campaign-${c}`,
        amount: c === 2 ? 0 : 1_000 + ((at / 86_400_000) % 97) * 13 + c * 7 + shift,
      });
  }
  return rows;
}

// Mid-month to mid-month, whole months with days around them, one month exactly, up to the latest day stored (its
// month read whole from the roll-up), all time.
const RANGES: DayRange[] = [
  { first: "2026-10-15", last: "2026-12-03" },
  { first: "2026-10-01", last: "2026-12-10" },
  { first: "2026-10-31", last: "2026-12-01" },
  { first: "2026-11-01", last: "2026-11-30" },
  { first: "2026-11-03", last: "2026-11-17" },
  { first: null, last: "2026-12-10" },
];

describe.each(backends())("the report's roll-ups on $name", (backend) => {
  let db: Database;
  openForTests(backend, (opened) => (db = opened));

  it("sum leads per month and per week part and source, and won values per day, through every change", async () => {
    await saveMoneySettings(db, {
      currency: "USD",
      defaults: { qualified: 20_000, booked: null, won: WON_DEFAULT },
    });
    await seedLeads(db);
    await seedViews(db);
    await expectRollUpsExact(db);
    await expectValuesExact(db);
    expect(await db.$count(sourceMonths)).toBeGreaterThan(0);
    // Page views counted again (the visit counter's upsert), moved across a month end, and deleted.
    await db.execute(sql`update app.page_view_days set views = views + 2 where path = '/'`);
    await db.execute(sql`update app.page_view_days set day = day + 60 where day between '2026-10-28' and '2026-10-31'
      and path = '/roofers'`);
    await db.execute(sql`delete from app.page_view_days where day = '2026-11-15' or source = 'bing'`);
    await expectRollUpsExact(db);

    const [first, second] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.status, "new"))
      .orderBy(leads.createdAt)
      .limit(2);
    // Won with a value, then the value changed alone; Won without one; a lead back to New.
    await setLeadStatus(db, { leadId: first!.id, to: "won", dealValue: 730_000, webhookOwners: [] });
    await setLeadStatus(db, { leadId: first!.id, to: "won", dealValue: 125_050, webhookOwners: [] });
    await setLeadStatus(db, { leadId: second!.id, to: "won", webhookOwners: [] });
    await setLeadStatus(db, { leadId: second!.id, to: "new", webhookOwners: [] });
    await expectRollUpsExact(db);
    await expectValuesExact(db);

    // Many at once: leads moved across a month end and to another campaign, values cleared, some deleted.
    await db.execute(sql`update app.leads set created_at = created_at + interval '9 days'
      where created_at between '2026-10-25' and '2026-10-31'`);
    await db.execute(sql`update app.leads set attribution = attribution || '{"utm_campaign": "campaign-0"}'
      where attribution->>'utm_campaign' = 'campaign-3'`);
    await db.execute(sql`update app.leads set deal_value = null where deal_value > 60000`);
    await db.execute(sql`delete from app.leads where created_at < '2026-10-28'`);
    await expectRollUpsExact(db);
    await expectValuesExact(db);
    for (const range of RANGES) expect(await reportTotals(db, range)).toEqual(await fromRawRows(db, range));
  });

  it("keep spend per month through uploads, a re-upload replacing its days, and deletes", async () => {
    const meta = { source: "google", format: "google-ads", fileName: "spend.csv" };
    await storeSpend(db, meta, spendRows("2026-10-10", "2026-12-05"));
    await expectRollUpsExact(db);
    // The same days again with other amounts, and two days the new file leaves out (emptied).
    const skipped = (day: string) => day === "2026-11-01" || day === "2026-11-15";
    await storeSpend(db, meta, spendRows("2026-10-25", "2026-11-30", 5, skipped));
    await expectRollUpsExact(db);
    expect(await db.$count(adSpend, sql`day in ('2026-11-01', '2026-11-15')`)).toBe(0);
    await db.delete(adSpend).where(sql`${adSpend.day} < '2026-11-01'`);
    await expectRollUpsExact(db);
    expect(await db.$count(adSpendMonths, sql`month = '2026-10-01'`)).toBe(0);
    for (const range of RANGES) expect(await reportTotals(db, range)).toEqual(await fromRawRows(db, range));
    await storeSpend(db, meta, spendRows("2026-10-10", "2026-12-05"));
    await expectRollUpsExact(db);
  });

  it("builds the Sources report from the roll-ups as from the day rows, month and week edges included", async () => {
    // Nothing after Dec 10 (the views moved there go), so all time on Dec 10 reads December's month so far whole.
    await db.execute(sql`delete from app.page_view_days where day > '2026-12-10'`);
    for (const [period, at] of [
      ["all", "2026-12-10T20:00:00Z"],
      ["90", "2026-12-01T07:30:00Z"],
      ["30", "2026-11-30T12:00:00Z"],
      [{ from: "2026-10-15", to: "2026-12-03" }, "2026-12-10T20:00:00Z"],
      [{ from: "2026-11-01", to: "2026-11-30" }, "2026-12-10T20:00:00Z"],
    ] as const) {
      const now = new Date(at);
      const report = await sourcesReport(db, { period, now });
      expect(report.totals.total).toBeGreaterThan(0);
      expect(report).toEqual(await sourcesReport(db, { period, now, from: "days" }));
    }
  });

  it("an erasure keeps the counts and the value won, which go on agreeing", async () => {
    const range = { first: null, last: "2026-12-10" };
    const [valued] = rowsOf<{ email: string }>(
      await db.execute(sql`select email from app.leads where won_at is not null and deal_value is not null
        order by created_at limit 1`),
    );
    const money = await readMoneySettings(db);
    const before = await moneyFigures(db, range, money);
    const rollUps = async () => ({
      days: await db
        .select()
        .from(sourceDays)
        .orderBy(sql`1, 2, 3, 4, 5, 6`),
      months: await db
        .select()
        .from(sourceMonths)
        .orderBy(sql`1, 2, 3, 4, 5, 6`),
      values: await db
        .select()
        .from(wonValueDays)
        .orderBy(sql`1, 2, 3, 4, 5`),
    });
    const kept = await rollUps();
    await erasePerson(db, { email: valued!.email }, { keepUnsubscribed: false, webhookOwners: [] });
    expect(await db.$count(leads, eq(leads.email, valued!.email))).toBe(0);
    expect(await rollUps()).toEqual(kept);
    expect(await moneyFigures(db, range, money)).toEqual(before);
    await expectRollUpsExact(db);

    // A delete that is no erasure (retention's) takes counts and values down together.
    const gone = await db
      .select({ id: leads.id })
      .from(leads)
      .where(sql`won_at is not null`)
      .limit(3);
    await db.delete(leads).where(
      inArray(
        leads.id,
        gone.map((lead) => lead.id),
      ),
    );
    await expectRollUpsExact(db);
    const after = await moneyFigures(db, range, money);
    expect(after.totals.value).toBeLessThan(before.totals.value);
  });
});

describe.each(backends())("the roll-ups' migration on $name", (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await backend.open({ migrate: false });
    await migrateBefore(db, "_report_roll_ups");
    await seedLeads(db);
    await seedViews(db);
    await db.execute(sql`insert into app.ad_spend (day, source, campaign_key, campaign, amount)
      select d::date, 'google', 'campaign-' || c, 'Campaign ' || c, 100 * c
      from generate_series(timestamp '2026-10-20', timestamp '2026-12-05', interval '1 day') as d,
        generate_series(0, 2) as c`);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await backend.cleanup();
  });

  it("fills the roll-ups from what is already stored, and keeps them from then on", async () => {
    await migrateDatabase(db);
    await expectRollUpsExact(db);
    await expectValuesExact(db);
    await db.execute(
      sql`update app.leads set deal_value = 1234, won_at = now() where email = 'lead1@example.com'`,
    );
    await expectRollUpsExact(db);
    await expectValuesExact(db);
  });
});
