import fc from "fast-check";
import { eq, lt, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { dimensionsOf, type Dimensions } from "@/lib/attribution/dimensions";
import type { Database } from "@/lib/db/open";
import {
  bookingClicks,
  pageViewDays,
  rateLimits,
  visitNames,
  visitorMarks,
  visitSecrets,
  wizardStepDays,
} from "@/lib/db/schema";
import { ADDRESS_RULES, countVisit, countVisits, type Visit } from "@/lib/visits/count";
import { NAMES_PER_ADDRESS } from "@/lib/visits/names";
import { countedPath, OTHER_PATH } from "@/lib/visits/paths";
import { purgeExpired } from "@/lib/retention";
import { backends, openForTests } from "./databases";

// 12:00 UTC is 04:00 in Los Angeles (the report zone): the same report day as 20:00 UTC, not as 09:00 UTC the next day.
const NOW = new Date("2026-11-20T12:00:00Z");
const LATER_TODAY = new Date("2026-11-20T20:00:00Z");
const TOMORROW = new Date("2026-11-21T09:00:00Z");
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const GOOGLE: Dimensions = { source: "google", medium: "cpc", campaign: "spring", landingPage: "/roofers" };

const view = (path: string, over: Partial<Visit> = {}): Visit =>
  ({ kind: "page", path, ip: "203.0.113.7", userAgent: CHROME, dimensions: GOOGLE, ...over }) as Visit;

describe.each(backends())("visit counting on $name", (backend) => {
  let db: Database;
  openForTests(backend, (opened) => (db = opened));
  beforeEach(async () => {
    // Secrets stay: each day's is made once and kept in memory, as on a running server.
    for (const table of [pageViewDays, visitorMarks, visitNames, wizardStepDays, rateLimits])
      await db.delete(table);
  });
  const rows = () =>
    db.select().from(pageViewDays).orderBy(pageViewDays.day, pageViewDays.path, pageViewDays.campaign);

  it("counts each view, and a visitor once per day and attribution", async () => {
    await countVisit(db, view("/roofers"), NOW);
    await countVisit(db, view("/roofers"), NOW);
    await countVisit(db, view("/contact"), LATER_TODAY);
    // Another browser on the same address is another visitor; so is the same one under another campaign.
    await countVisit(db, view("/roofers", { userAgent: `${CHROME} Edg/140.0` }), NOW);
    await countVisit(db, view("/roofers", { dimensions: { ...GOOGLE, campaign: "fall" } }), NOW);
    expect((await rows()).map((row) => ({ ...row }))).toEqual([
      { day: "2026-11-20", path: "/contact", ...GOOGLE, views: 1, visitors: 0 },
      { day: "2026-11-20", path: "/roofers", ...GOOGLE, campaign: "fall", views: 1, visitors: 1 },
      { day: "2026-11-20", path: "/roofers", ...GOOGLE, views: 3, visitors: 2 },
    ]);
    // Nothing stored names the address or the browser.
    const stored = JSON.stringify([
      await db.select().from(visitorMarks),
      await db.select().from(visitSecrets),
    ]);
    expect(stored).not.toContain("203.0.113.7");
    expect(stored).not.toContain("Chrome");
  });

  it("counts concurrent views of one new visitor as one visitor", async () => {
    await Promise.all(Array.from({ length: 20 }, () => countVisit(db, view("/dental"), NOW)));
    expect(await rows()).toMatchObject([{ path: "/dental", views: 20, visitors: 1 }]);
    expect(await db.$count(visitorMarks)).toBe(1);
  });

  it("counts a batch as one report at a time would: a visitor once, on the path of their first view", async () => {
    const batch = [
      view("/roofers"),
      view("/contact"),
      view("/roofers"),
      view("/roofers", { ip: "192.0.2.9" }),
    ];
    expect(await countVisits(db, batch, NOW)).toEqual({ counted: 4, folded: 0, overAllowance: 0 });
    expect((await rows()).map((row) => [row.path, row.views, row.visitors])).toEqual([
      ["/contact", 1, 0],
      ["/roofers", 3, 2],
    ]);
    // One address past its allowance in a single batch: only the allowed first ones count.
    const flood = Array.from({ length: ADDRESS_RULES[0]!.limit + 10 }, () =>
      view("/dental", { ip: "192.0.2.77" }),
    );
    expect(await countVisits(db, flood, NOW)).toEqual({
      counted: ADDRESS_RULES[0]!.limit,
      folded: 0,
      overAllowance: 10,
    });
  });

  it("starts each report day with a new secret, deleting the old one and its marks", async () => {
    await countVisit(db, view("/roofers"), NOW);
    const [first] = await db.select().from(visitSecrets).where(eq(visitSecrets.day, "2026-11-20"));
    expect(first).toBeDefined();
    await countVisit(db, view("/roofers"), TOMORROW);
    const secrets = await db.select().from(visitSecrets);
    expect(secrets).toHaveLength(1);
    expect(secrets[0]!.day).toBe("2026-11-21");
    expect(secrets[0]!.secret).not.toBe(first!.secret);
    expect((await db.select().from(visitorMarks)).map((mark) => mark.day)).toEqual(["2026-11-21"]);
    // The same visitor counts again on the new day: the days cannot be linked.
    expect((await rows()).map((row) => [row.day, row.visitors])).toEqual([
      ["2026-11-20", 1],
      ["2026-11-21", 1],
    ]);
  });

  it("forgets yesterday's secret and marks hourly, whether or not anyone visits", async () => {
    await countVisit(db, view("/roofers"), NOW);
    expect(await db.$count(visitSecrets, eq(visitSecrets.day, "2026-11-20"))).toBe(1);
    await purgeExpired(db, TOMORROW);
    expect(await db.$count(visitSecrets, lt(visitSecrets.day, "2026-11-21"))).toBe(0);
    expect(await db.select().from(visitorMarks)).toEqual([]);
    expect(await rows()).toHaveLength(1);
  });

  it("counts 10,000 invented paths as one other path", async () => {
    const invented = Array.from({ length: 10_000 }, (_, i) => countedPath(`/wp-admin/${i}.php`));
    expect(new Set(invented)).toEqual(new Set([OTHER_PATH]));
    for (let i = 0; i < 50; i++) await countVisit(db, view(invented[i]!, { ip: `198.51.100.${i}` }), NOW);
    expect(await rows()).toMatchObject([{ path: OTHER_PATH, views: 50, visitors: 50 }]);
  });

  it("caps what one address can add in a minute and a day", async () => {
    const [perMinute] = ADDRESS_RULES;
    const results: boolean[] = [];
    for (let i = 0; i < perMinute!.limit + 30; i++)
      results.push(await countVisit(db, view("/", { dimensions: { ...GOOGLE, campaign: `c${i}` } }), NOW));
    expect(results.filter(Boolean)).toHaveLength(perMinute!.limit);
    const views = await db.select({ n: sql<number>`sum(${pageViewDays.views})::int` }).from(pageViewDays);
    expect(views).toEqual([{ n: perMinute!.limit }]);
    // Its campaigns past the day's few are counted as "other" (tests/integration/visit-bounds.test.ts).
    expect(await db.$count(pageViewDays)).toBe(NAMES_PER_ADDRESS + 1);
    // Another address is not held back.
    expect(await countVisit(db, view("/", { ip: "192.0.2.1" }), NOW)).toBe(true);
  });

  it("counts wizard steps per form, step and source", async () => {
    const step = (form: "intake" | "demo", n: number): Visit =>
      ({ kind: "step", form, step: n, ip: "203.0.113.7", userAgent: CHROME, dimensions: GOOGLE }) as Visit;
    for (const visit of [step("intake", 2), step("intake", 2), step("intake", 3), step("demo", 4)])
      await countVisit(db, visit, NOW);
    const steps = await db.select().from(wizardStepDays).orderBy(wizardStepDays.form, wizardStepDays.step);
    expect(steps.map((s) => [s.form, s.step, s.source, s.count])).toEqual([
      ["demo", 4, "google", 1],
      ["intake", 2, "google", 2],
      ["intake", 3, "google", 1],
    ]);
  });

  it("derives source, medium, campaign and landing page as the database does for leads and clicks", async () => {
    const value = fc.oneof(
      fc.constantFrom("", " ", "Google", " Bing ", "x", "FaceBook", "partner42", "é", "Ünïcode"),
      fc.string({ maxLength: 8 }),
    );
    const referrer = fc.oneof(
      fc.constantFrom(
        "https://www.LinkedIn.com/feed",
        "android-app://com.google.android.gm/",
        "not a url",
        "http://a:8/",
      ),
      fc.webUrl(),
    );
    const attribution = fc.record(
      {
        utm_source: value,
        source: value,
        ref: value,
        affiliate_link: value,
        utm_medium: value,
        utm_campaign: value,
        referrer,
        landing_page: fc.constantFrom("/roofers?utm_source=x", "/dental#top", "", "?q", "/a?b#c"),
      },
      { requiredKeys: [] },
    );
    const samples = fc.sample(attribution, { numRuns: 300, seed: 24 });
    await db.delete(bookingClicks);
    const inserted = await db
      .insert(bookingClicks)
      .values(samples.map((a) => ({ attribution: JSON.parse(JSON.stringify(a)) as typeof a })))
      .returning({
        attribution: bookingClicks.attribution,
        source: bookingClicks.source,
        medium: bookingClicks.medium,
        campaign: bookingClicks.campaign,
        landingPage: bookingClicks.landingPage,
      });
    for (const { attribution: a, ...fromSql } of inserted)
      expect(dimensionsOf(a), JSON.stringify(a)).toEqual(fromSql);
    await db.delete(bookingClicks);
  });
});
