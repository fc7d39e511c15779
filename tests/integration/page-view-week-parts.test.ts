import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Dimensions } from "@/lib/attribution/dimensions";
import { migrateDatabase, rowsOf, type Database } from "@/lib/db/open";
import { pageViewDays, pageViewMonths, pageViewWeekParts, rateLimits, visitorMarks } from "@/lib/db/schema";
import { purgeExpired } from "@/lib/retention";
import { sourcesReport } from "@/lib/reports/sources-query";
import { countVisits, type Visit } from "@/lib/visits/count";
import { backends, openForTests } from "./databases";
import { migrateBefore } from "./migrations";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const GOOGLE: Dimensions = { source: "google", medium: "cpc", campaign: "spring", landingPage: "/roofers" };
const DIRECT: Dimensions = { source: "direct", medium: "(not set)", campaign: "(not set)", landingPage: "/" };

const view = (path: string, ip: string, dimensions = GOOGLE): Visit => ({
  kind: "page",
  path,
  ip,
  userAgent: CHROME,
  dimensions,
});

/**
 * Day rows as the visit counter leaves them, from `from` to `to`: six attributions, three paths, not every path every
 * day, views and visitors varying by day. Deterministic, so both databases hold the same rows.
 */
async function seedDays(db: Database, from: string, to: string) {
  await db.execute(sql`
    insert into app.page_view_days (day, path, source, medium, campaign, landing_page, views, visitors)
    select d::date, p, (array['google', 'facebook', 'direct', 'bing.com', 'newsletter', 'google'])[c],
      (array['cpc', 'social', '(not set)', '(not set)', 'email', 'cpc'])[c],
      (array['spring', 'fall', '(not set)', '(not set)', 'weekly', 'fall'])[c],
      (array['/roofers', '/dental', '/', '/', '(not set)', '/roofers'])[c],
      1 + (extract(doy from d)::int * 7 + c * 3 + length(p)) % 13,
      (extract(doy from d)::int + c) % 5
    from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') as d,
      generate_series(1, 6) as c, unnest(array['/', '/roofers', '/contact']) as p
    where (extract(doy from d)::int + c + length(p)) % 3 <> 0`);
}

type PartRow = { starts: string; source: string; medium: string; campaign: string; landing_page: string };

/** The roll-up beside the day rows summed per week part and attribution: equal when the triggers kept it exact. */
async function rollUpAndDays(db: Database) {
  const read = async (query: ReturnType<typeof sql>) =>
    rowsOf<PartRow & { views: number; visitors: number; day_rows: number }>(await db.execute(query));
  const rollUp = await read(sql`
    select starts::text, source, medium, campaign, landing_page, views, visitors, day_rows
    from app.page_view_week_parts order by 1, 2, 3, 4, 5`);
  const fromDays = await read(sql`
    select app.week_part(day)::text as starts, source, medium, campaign, landing_page,
      sum(views)::int as views, sum(visitors)::int as visitors, count(*)::int as day_rows
    from app.page_view_days group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
  return { rollUp, fromDays };
}

async function expectExact(db: Database) {
  const { rollUp, fromDays } = await rollUpAndDays(db);
  expect(rollUp).toEqual(fromDays);
  return rollUp.length;
}

describe.each(backends())("page views per week part on $name", (backend) => {
  let db: Database;
  openForTests(backend, (opened) => (db = opened));
  beforeEach(async () => {
    for (const table of [pageViewDays, visitorMarks, rateLimits]) await db.delete(table);
    expect(await db.$count(pageViewWeekParts)).toBe(0);
  });

  it("sums the day rows of each week part, inserted many at once or one at a time", async () => {
    await seedDays(db, "2025-12-20", "2026-02-10");
    // Eleven parts (Dec 29–31, Jan 1–4, Jan 26–31 and Sunday Feb 1 among them) of six attributions.
    expect(await expectExact(db)).toBe(66);
    await db
      .insert(pageViewDays)
      .values({ day: "2026-01-31", path: "/about", ...GOOGLE, views: 4, visitors: 1 });
    await db.insert(pageViewDays).values({ day: "2026-03-01", path: "/", ...DIRECT, views: 2, visitors: 2 });
    expect(await expectExact(db)).toBe(67);
  });

  it("adds what the visit counter's upserts add, concurrent reports and month ends included", async () => {
    // 23:30 on Oct 31 in Los Angeles (07:30Z on Nov 1) counts in October; 00:30 on Nov 1 there in November.
    const october = new Date("2026-11-01T06:30:00Z");
    const november = new Date("2026-11-01T08:30:00Z");
    expect(
      await countVisits(db, [view("/roofers", "203.0.113.1"), view("/contact", "203.0.113.1")], october),
    ).toMatchObject({ counted: 2 });
    expect(await countVisits(db, [view("/roofers", "203.0.113.1")], october)).toMatchObject({ counted: 1 });
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        countVisits(
          db,
          [view("/roofers", `198.51.100.${i}`), view("/", `198.51.100.${i}`, DIRECT)],
          november,
        ),
      ),
    );
    await countVisits(db, [view("/roofers", "198.51.100.1"), view("/dental", "192.0.2.4")], november);
    expect(await expectExact(db)).toBe(3);
    const [octoberRow] = await db
      .select()
      .from(pageViewWeekParts)
      .where(eq(pageViewWeekParts.starts, "2026-10-26"));
    expect(octoberRow).toMatchObject({ ...GOOGLE, views: 3, visitors: 1, dayRows: 2 });
    const novemberGoogle = await db
      .select()
      .from(pageViewWeekParts)
      .where(and(eq(pageViewWeekParts.starts, "2026-11-01"), eq(pageViewWeekParts.source, "google")));
    expect(novemberGoogle).toMatchObject([{ views: 14, visitors: 13, dayRows: 2 }]);
  });

  it("follows updates that change counts or move rows to another part or attribution", async () => {
    await seedDays(db, "2026-01-25", "2026-02-05");
    await db
      .update(pageViewDays)
      .set({ views: sql`${pageViewDays.views} * 3` })
      .where(eq(pageViewDays.path, "/"));
    await expectExact(db);
    // January's last days move to February, and newsletter to google (rows that merge into existing part rows).
    await db
      .update(pageViewDays)
      .set({ day: sql`${pageViewDays.day} + 10` })
      .where(sql`${pageViewDays.day} > '2026-01-28' and ${pageViewDays.path} = '/contact'`);
    await db
      .update(pageViewDays)
      .set({ ...GOOGLE, campaign: "weekly" })
      .where(eq(pageViewDays.source, "newsletter"));
    expect(await expectExact(db)).toBeGreaterThan(0);
    expect(await db.$count(pageViewWeekParts, eq(pageViewWeekParts.source, "newsletter"))).toBe(0);
  });

  it("takes back what deleted rows summed, a part's row going with its last day row", async () => {
    await seedDays(db, "2026-01-25", "2026-03-05");
    await db.delete(pageViewDays).where(eq(pageViewDays.day, "2026-02-14"));
    await expectExact(db);
    await db.delete(pageViewDays).where(sql`${pageViewDays.day} < '2026-02-01'`);
    await expectExact(db);
    expect(await db.$count(pageViewWeekParts, eq(pageViewWeekParts.starts, "2026-01-26"))).toBe(0);
    expect(await db.$count(pageViewWeekParts, sql`${pageViewWeekParts.dayRows} <= 0`)).toBe(0);
    await db.execute(sql`truncate app.page_view_days`);
    expect(await db.$count(pageViewWeekParts)).toBe(0);
  });

  it("is left equal to the day rows by retention's purge, which deletes the days past the leads' period", async () => {
    // 730 days before 2026-11-21 is 2024-11-21: 2024-11-01 to 2024-11-20 go, with the parts they made alone.
    await seedDays(db, "2024-11-01", "2024-12-10");
    await countVisits(db, [view("/roofers", "203.0.113.9")], new Date("2026-11-20T12:00:00Z"));
    await purgeExpired(db, new Date("2026-11-21T12:00:00Z"));
    await expectExact(db);
    expect(await db.$count(pageViewDays, sql`${pageViewDays.day} < '2024-11-21'`)).toBe(0);
    expect(await db.$count(pageViewDays, sql`${pageViewDays.day} = '2024-11-21'`)).toBeGreaterThan(0);
    expect(await db.$count(pageViewWeekParts, sql`${pageViewWeekParts.starts} < '2024-11-18'`)).toBe(0);
  });
});

describe.each(backends())("the page view roll-up's migration on $name", (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await backend.open({ migrate: false });
    await migrateBefore(db, "_page_view_week_parts");
    await seedDays(db, "2025-11-25", "2026-01-05");
    // As the counter of the day left it (its later tables are not there yet).
    await db
      .insert(pageViewDays)
      .values({ day: "2026-01-05", path: "/roofers", ...GOOGLE, views: 1, visitors: 1 })
      .onConflictDoUpdate({
        target: [
          pageViewDays.day,
          pageViewDays.source,
          pageViewDays.medium,
          pageViewDays.campaign,
          pageViewDays.landingPage,
          pageViewDays.path,
        ],
        set: { views: sql`${pageViewDays.views} + 1`, visitors: sql`${pageViewDays.visitors} + 1` },
      });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await backend.cleanup();
  });

  it("fills the roll-up from the day rows already stored, and keeps it from then on", async () => {
    await migrateDatabase(db);
    expect(await expectExact(db)).toBe(48);
    await countVisits(db, [view("/roofers", "203.0.113.2")], new Date("2026-01-05T20:00:00Z"));
    await expectExact(db);
  });
});

describe.each(backends())("the sources report from the roll-up on $name", (backend) => {
  let db: Database;
  openForTests(backend, (opened) => (db = opened));
  beforeAll(async () => {
    // Past the last "today" below too: days after today are never counted, from either table.
    await seedDays(db, "2025-09-15", "2026-12-10");
    await db.execute(sql`
      insert into app.leads (kind, name, email, payload, attribution, submission_id, created_at)
      select (array['contact', 'intake', 'demo'])[1 + i % 3]::app.lead_kind, 'Lead', 'lead@example.com', '{}',
        jsonb_build_object('utm_source', (array['google', 'facebook', 'newsletter'])[1 + i % 3], 'landing_page', '/roofers'),
        gen_random_uuid(), timestamptz '2025-09-20 12:00Z' + i * interval '29 hours'
      from generate_series(1, 400) as i`);
  }, 60_000);

  // All time in months (past a year of history) and in weeks, and 90 days in weeks: mid-week and mid-month; a
  // Sunday; Monday Nov 30, the month's last day, late in Los Angeles; Dec 1 there.
  it.each([
    ["all", "2026-11-20T12:00:00Z", "month"],
    ["all", "2026-12-01T07:30:00Z", "month"],
    ["all", "2026-12-01T08:30:00Z", "month"],
    ["all", "2026-09-10T12:00:00Z", "week"],
    ["all", "2026-09-14T06:00:00Z", "week"],
    ["90", "2026-11-20T12:00:00Z", "week"],
    ["90", "2026-11-22T20:00:00Z", "week"],
    ["90", "2026-12-01T07:30:00Z", "week"],
  ] as const)("builds %s, today %s, as from the day rows, in %ss", async (period, at, unit) => {
    const now = new Date(at);
    const fromParts = await sourcesReport(db, { period, now });
    expect(fromParts.unit).toBe(unit);
    expect(fromParts.totals.views).toBeGreaterThan(0);
    expect(fromParts).toEqual(await sourcesReport(db, { period, now, from: "days" }));
  });

  it("reads the roll-ups: whole months for the tables, whole week parts for the charts", async () => {
    const now = new Date("2026-11-20T12:00:00Z");
    const report = (period: "all" | "90", from?: "days") => sourcesReport(db, { period, now, from });
    const before = [await report("all"), await report("90")];
    const bumpMonth = (by: number) =>
      db
        .update(pageViewMonths)
        .set({ views: sql`${pageViewMonths.views} + ${by}` })
        .where(and(eq(pageViewMonths.month, "2026-10-01"), eq(pageViewMonths.source, "facebook")));
    await bumpMonth(1000);
    try {
      expect([(await report("all")).totals.views, (await report("90")).totals.views]).toEqual(
        before.map((one) => one.totals.views + 1000),
      );
      expect([await report("all", "days"), await report("90", "days")]).toEqual(before);
    } finally {
      await bumpMonth(-1000);
    }
    const bumpPart = (by: number) =>
      db
        .update(pageViewWeekParts)
        .set({ views: sql`${pageViewWeekParts.views} + ${by}` })
        .where(and(eq(pageViewWeekParts.starts, "2026-10-05"), eq(pageViewWeekParts.source, "facebook")));
    await bumpPart(1000);
    try {
      // Week of Monday Oct 5 in the chart by week (90 days); all time is by month here, October's bucket.
      const [all, ninety] = [await report("all"), await report("90")];
      expect(ninety.totals).toEqual(before[1]!.totals);
      const week = ninety.buckets.indexOf("2026-10-05");
      expect(ninety.viewsChart[week]).toBe(before[1]!.viewsChart[week]! + 1000);
      const month = all.buckets.indexOf("2026-10-01");
      expect(all.viewsChart[month]).toBe(before[0]!.viewsChart[month]! + 1000);
    } finally {
      await bumpPart(-1000);
    }
  });
});
