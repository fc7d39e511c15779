import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Dimensions } from "@/lib/attribution/dimensions";
import type { Database } from "@/lib/db/open";
import {
  pageViewDays,
  pageViewWeekParts,
  rateLimits,
  visitNames,
  visitorMarks,
  wizardStepDays,
} from "@/lib/db/schema";
import { purgeExpired } from "@/lib/retention";
import { wizardFunnels } from "@/lib/reports/wizard-funnel";
import { ADDRESS_RULES, SITE_NETWORK_RULES } from "@/lib/visits/allowance";
import { countVisits, type Visit } from "@/lib/visits/count";
import { NAMES_PER_ADDRESS, NAMES_PER_SITE_NETWORK, OTHER_NAME } from "@/lib/visits/names";
import { backends, openForTests, rowsOf } from "./databases";

// 12:00 UTC is 04:00 in Los Angeles (the report zone): report day 2026-11-20.
const NOW = new Date("2026-11-20T12:00:00Z");
const TOMORROW = new Date("2026-11-21T12:00:00Z");
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const GOOGLE: Dimensions = { source: "google", medium: "cpc", campaign: "spring", landingPage: "/roofers" };
const DIRECT: Dimensions = { source: "direct", medium: "(not set)", campaign: "(not set)", landingPage: "/" };

const view = (ip: string, dimensions: Dimensions = GOOGLE, path = "/roofers"): Visit => ({
  kind: "page",
  path,
  ip,
  userAgent: CHROME,
  dimensions,
});
const step = (ip: string, form: "intake" | "demo", n: number, dimensions = GOOGLE): Visit => ({
  kind: "step",
  form,
  step: n,
  ip,
  userAgent: CHROME,
  dimensions,
});
const invented = (n: number): Dimensions => ({ ...GOOGLE, source: `s${n}`, campaign: `c${n}` });

describe.each(backends())("visit data bounds on $name", (backend) => {
  let db: Database;
  openForTests(backend, (opened) => (db = opened));
  beforeEach(async () => {
    for (const table of [pageViewDays, visitorMarks, visitNames, wizardStepDays, rateLimits])
      await db.delete(table);
  });
  const sums = async () =>
    rowsOf<{ source: string; campaign: string; views: number }>(
      await db.execute(sql`select source, campaign, sum(views)::int as views from ${pageViewDays}
        group by 1, 2 order by 1, 2`),
    );

  it("gives an IPv6 /48 a few addresses' worth of views, however many /64s it spreads them over", async () => {
    const [perMinute] = ADDRESS_RULES;
    const [sitePerMinute] = SITE_NETWORK_RULES;
    // Each of 24 /64s of one /48 stays within its own allowance (a fifth of it)...
    const fromSite = Array.from({ length: 24 }, (_, i) =>
      Array.from({ length: perMinute!.limit / 5 }, () => view(`2001:db8:aa:${i.toString(16)}::1`, DIRECT)),
    ).flat();
    expect(fromSite.length).toBeGreaterThan(sitePerMinute!.limit);
    // ...and the /48 as a whole gets its own.
    expect(await countVisits(db, fromSite, NOW)).toEqual({
      counted: sitePerMinute!.limit,
      folded: 0,
      overAllowance: fromSite.length - sitePerMinute!.limit,
    });
    // Another /48, and an IPv4 address, are not held back.
    expect(
      await countVisits(db, [view("2001:db8:bb::1", DIRECT), view("192.0.2.5", DIRECT)], NOW),
    ).toMatchObject({ counted: 2, overAllowance: 0 });
    // One /64 still gets only its own, even with its /48's room left.
    const oneAddress = Array.from({ length: perMinute!.limit + 5 }, () => view("2001:db8:cc:1::9", DIRECT));
    expect(await countVisits(db, oneAddress, NOW)).toMatchObject({ counted: perMinute!.limit });
  });

  it("counts an address's invented sources and campaigns past the day's few as other", async () => {
    const attacker = Array.from({ length: NAMES_PER_ADDRESS + 30 }, (_, i) =>
      view("203.0.113.50", invented(i)),
    );
    expect(await countVisits(db, attacker, NOW)).toEqual({ counted: 50, folded: 30, overAllowance: 0 });
    const rows = await sums();
    expect(rows).toHaveLength(NAMES_PER_ADDRESS + 1);
    expect(rows.find((row) => row.source === OTHER_NAME)).toEqual({
      source: OTHER_NAME,
      campaign: OTHER_NAME,
      views: 30,
    });
    // A name it brought within the cap stays its own; a new one is other; direct visits take no share.
    const again = [
      view("203.0.113.50", invented(0)),
      view("203.0.113.50", invented(999)),
      view("203.0.113.50", DIRECT),
    ];
    expect(await countVisits(db, again, NOW)).toMatchObject({ counted: 3, folded: 1 });
    // Another address's names are its own; wizard steps fold the same way.
    const other = [view("198.51.100.8", invented(500)), step("203.0.113.50", "intake", 2, invented(777))];
    expect(await countVisits(db, other, NOW)).toMatchObject({ counted: 2, folded: 1 });
    expect((await sums()).find((row) => row.source === "s500")).toMatchObject({ views: 1 });
    expect(await db.select({ source: wizardStepDays.source }).from(wizardStepDays)).toEqual([
      { source: OTHER_NAME },
    ]);
    // The names are keyed hashes, never the text an address sent nor the address.
    const stored = JSON.stringify(await db.select().from(visitNames));
    expect(stored).not.toMatch(/203\.0\.113\.50|"s1"|"c1"|google/);
    // The next day starts over, and the day's names are forgotten with its secret.
    expect(await countVisits(db, [view("203.0.113.50", invented(999))], TOMORROW)).toMatchObject({
      folded: 0,
    });
    await purgeExpired(db, TOMORROW);
    expect(await db.$count(visitNames, sql`${visitNames.day} < '2026-11-21'`)).toBe(0);
  });

  it("caps an IPv6 /48's names too, however many /64s bring them", async () => {
    const perAddress = NAMES_PER_ADDRESS;
    const addresses = NAMES_PER_SITE_NETWORK / perAddress + 2;
    const visits = Array.from({ length: addresses }, (_, a) =>
      Array.from({ length: perAddress }, (_, n) =>
        view(`2001:db8:dd:${a.toString(16)}::1`, invented(a * 100 + n)),
      ),
    ).flat();
    const { counted, folded } = await countVisits(db, visits, NOW);
    expect(counted).toBe(visits.length);
    expect(folded).toBe(visits.length - NAMES_PER_SITE_NETWORK);
    expect(await sums()).toHaveLength(NAMES_PER_SITE_NETWORK + 1);
  });

  it("purges page views and wizard steps past the leads' retention on the leads' schedule", async () => {
    // 730 days before 2026-11-21 (12:00 UTC, 04:00 in Los Angeles) is report day 2024-11-21.
    const rows = (day: string) => ({ day, path: "/", ...DIRECT, views: 3, visitors: 2 });
    await db
      .insert(pageViewDays)
      .values([rows("2024-11-19"), rows("2024-11-20"), rows("2024-11-21"), rows("2026-11-20")]);
    await db.insert(wizardStepDays).values(
      ["2024-11-20", "2024-11-21"].map((day) => ({
        day,
        form: "intake",
        step: 2,
        source: "direct",
        count: 1,
      })),
    );
    const result = await purgeExpired(db, TOMORROW);
    expect(result.visitDays).toBe(3);
    expect(
      (await db.select({ day: pageViewDays.day }).from(pageViewDays).orderBy(pageViewDays.day)).map(
        (r) => r.day,
      ),
    ).toEqual(["2024-11-21", "2026-11-20"]);
    expect((await db.select({ day: wizardStepDays.day }).from(wizardStepDays)).map((r) => r.day)).toEqual([
      "2024-11-21",
    ]);
    // The roll-up follows its day rows (its week part of 2024-11-18 keeps only the 21st).
    expect(
      await db
        .select({
          starts: pageViewWeekParts.starts,
          views: pageViewWeekParts.views,
          dayRows: pageViewWeekParts.dayRows,
        })
        .from(pageViewWeekParts)
        .orderBy(pageViewWeekParts.starts),
    ).toEqual([
      { starts: "2024-11-18", views: 3, dayRows: 1 },
      { starts: "2026-11-16", views: 3, dayRows: 1 },
    ]);
  });

  it("never shows a wizard's step 1 above the views of its page in the period", async () => {
    // Views of /intake from two sources, steps past the first from some of them; a step 1 row from before the rule.
    await countVisits(
      db,
      [
        view("192.0.2.1", GOOGLE, "/intake"),
        view("192.0.2.2", GOOGLE, "/intake"),
        view("192.0.2.3", DIRECT, "/intake"),
        step("192.0.2.1", "intake", 2),
        view("192.0.2.4", GOOGLE, "/book-a-demo"),
      ],
      NOW,
    );
    await db
      .insert(wizardStepDays)
      .values({ day: "2026-11-20", form: "intake", step: 1, source: "google", count: 9 });
    const [intake, demo] = await wizardFunnels(db, { period: "7", now: NOW });
    expect([intake!.pageViews, ...intake!.steps.slice(0, 2).map((s) => s.reached)]).toEqual([3, 3, 1]);
    expect([demo!.pageViews, ...demo!.steps.slice(0, 2).map((s) => s.reached)]).toEqual([1, 1, 0]);
  });
});
