import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf, type Database } from "@/lib/db/open";
import { emailTimeZone } from "@/content/emails";
import {
  bookingClicks,
  leads,
  pageViewDays,
  sourceDays,
  type Attribution,
  type NewLead,
} from "@/lib/db/schema";
import { sourcesCsv } from "@/lib/reports/sources-csv";
import { sourcesReport } from "@/lib/reports/sources-query";
import { parseLeadFilter } from "@/lib/settings/leads/filter";
import { leadsPage } from "@/lib/settings/leads/query";
import { backends, openForTests } from "./databases";

// The owner's display time zone is Los Angeles: 04:00 on Nov 20 there (PST, UTC-8): the last 7 days there start at 2026-11-14T08:00Z.
const NOW = new Date("2026-11-20T12:00:00Z");

const lead = (
  at: string,
  attribution: Attribution,
  kind: NewLead["kind"] = "contact",
  extra: Partial<NewLead> = {},
): NewLead => ({
  kind,
  name: "Lead",
  email: "lead@example.com",
  payload: {},
  attribution,
  submissionId: randomUUID(),
  createdAt: new Date(at),
  ...extra,
});
const click = (at: string, attribution: Attribution) => ({ attribution, createdAt: new Date(at) });

describe.each(backends())("sources report on $name", (backend) => {
  let db: Database;

  openForTests(backend, (opened) => (db = opened));
  beforeAll(async () => {
    await db.insert(leads).values([
      // utm_source wins over the referrer, lower-cased and trimmed, on every form.
      lead("2026-11-20T10:00:00Z", {
        utm_source: " Google ",
        utm_campaign: "roof-fall",
        referrer: "https://bing.com/",
      }),
      lead(
        "2026-11-19T10:00:00Z",
        { utm_source: "google", utm_campaign: "roof-fall", landing_page: "/roofers?utm_source=google" },
        "intake",
      ),
      lead("2026-11-18T10:00:00Z", { utm_source: "google", landing_page: "/dental#top" }, "demo"),
      // No utm_source (or an empty one): the referrer's host without www.
      lead("2026-11-17T10:00:00Z", { referrer: "https://www.Bing.com/search", landing_page: "/roofers" }),
      lead("2026-11-16T05:00:00Z", { utm_source: "", referrer: "https://duckduckgo.com/" }),
      // Neither: direct. The first one is the period's first instant; the second falls a second before it.
      lead("2026-11-14T08:00:00Z", {}),
      lead("2026-11-14T07:59:59Z", {}),
      // Local 23:59 today counts; local midnight tomorrow does not.
      lead("2026-11-21T07:59:00Z", { utm_source: "newsletter" }),
      lead("2026-11-21T08:00:00Z", { utm_source: "future" }),
      lead("2026-09-01T12:00:00Z", { utm_source: "old" }),
    ]);
    await db
      .insert(bookingClicks)
      .values([
        click("2026-11-20T09:00:00Z", { utm_source: "google", utm_campaign: "roof-fall" }),
        click("2026-11-19T09:00:00Z", { utm_source: "google" }),
        click("2026-11-18T09:00:00Z", { utm_source: "facebook", landing_page: "/automation-offer?x=1" }),
        click("2026-11-10T09:00:00Z", {}),
      ]);
  });

  it("groups by utm_source, else referrer host, else direct, with forms, shares and booking clicks", async () => {
    const report = await sourcesReport(db, { period: "7", now: NOW });
    expect(report.totals).toMatchObject({ contact: 5, intake: 1, demo: 1, total: 7, clicks: 3, views: 0 });
    const bySource = Object.fromEntries(report.tables.source.map((row) => [row.key, row]));
    expect(report.tables.source.map((row) => row.key)).toEqual([
      "google",
      "bing.com",
      "direct",
      "duckduckgo.com",
      "newsletter",
      "facebook",
    ]);
    expect(bySource.google).toMatchObject({ contact: 1, intake: 1, demo: 1, total: 3, clicks: 2 });
    expect(bySource.google!.rate).toEqual({ kind: "no-visits" });
    expect(bySource.facebook).toMatchObject({ total: 0, clicks: 1, views: 0, visitors: 0 });
    expect(bySource.future).toBeUndefined();
    const campaigns = Object.fromEntries(report.tables.campaign.map((row) => [row.key, row.total]));
    expect(campaigns).toEqual({ "roof-fall": 2, "(not set)": 5 });
    const landing = Object.fromEntries(
      report.tables.landing.map((row) => [row.key, [row.total, row.clicks]]),
    );
    expect(landing).toEqual({
      "/roofers": [2, 0],
      "/dental": [1, 0],
      "(not set)": [4, 2],
      "/automation-offer": [0, 1],
    });
  });

  it("takes period boundaries and daily buckets from the owner's time zone", async () => {
    const la = await sourcesReport(db, { period: "7", now: NOW });
    expect(la.unit).toBe("day");
    expect(la.buckets).toEqual([
      "2026-11-14",
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
    ]);
    const perDay = la.buckets.map((_, i) => la.leadsChart.reduce((sum, line) => sum + line.values[i]!, 0));
    // 05:00Z on the 16th is the evening of the 15th in Los Angeles; 07:59Z on the 21st is still the 20th.
    expect(perDay).toEqual([1, 1, 0, 1, 1, 1, 2]);
    expect(la.clicksChart).toEqual([0, 0, 0, 0, 1, 1, 1]);

    const month = await sourcesReport(db, { period: "30", now: NOW });
    expect(month.totals.total).toBe(8);
    expect(month.buckets).toHaveLength(30);
  });

  it("counts by week for 90 days and all time, stacking sources beyond the top five as other", async () => {
    const quarter = await sourcesReport(db, { period: "90", now: NOW });
    expect(quarter.unit).toBe("week");
    expect(quarter.totals.total).toBe(9);
    expect(quarter.buckets.every((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    const all = await sourcesReport(db, { period: "all", now: NOW });
    expect(all.totals.total).toBe(9);
    expect(all.buckets[0]).toBe("2026-08-31");
    expect(all.leadsChart.map((line) => line.key)).toEqual([
      "google",
      "direct",
      "bing.com",
      "duckduckgo.com",
      "newsletter",
      null,
    ]);
    expect(all.leadsChart.at(-1)!.values.reduce((a, b) => a + b)).toBe(1);
  });

  it("filters the leads list by source, campaign and landing page within the period", async () => {
    const page = async (params: Record<string, string>) => {
      const { filter } = parseLeadFilter(params);
      return (await leadsPage(db, 1, 20, filter, NOW)).total;
    };
    expect(await page({ source: "google" })).toBe(3);
    expect(await page({ source: "bing.com" })).toBe(1);
    expect(await page({ source: "direct" })).toBe(2);
    expect(await page({ campaign: "roof-fall", source: "google" })).toBe(2);
    expect(await page({ landing: "/roofers" })).toBe(2);
    expect(await page({ source: "nobody" })).toBe(0);
    // The period narrows a drill-down in the owner's time zone; alone it filters nothing.
    expect(await page({ source: "direct", period: "7" })).toBe(1);
    expect(await page({ source: "old", period: "90" })).toBe(1);
    expect(await page({ source: "old", period: "30" })).toBe(0);
    expect(await page({ period: "7" })).toBe(10);
  });

  it("counts days in the time zone /settings shows times in", async () => {
    const [row] = rowsOf<{ zone: string }>(await db.execute(sql`select app.report_time_zone() as zone`));
    expect(row?.zone).toBe(emailTimeZone);
  });

  it("keeps the daily counts when leads and clicks are deleted or changed", async () => {
    const before = await sourcesReport(db, { period: "all", now: NOW });
    const [extra] = await db
      .insert(leads)
      .values(lead("2026-11-20T11:00:00Z", { utm_source: "temp" }, "demo"))
      .returning({ id: leads.id });
    expect(
      (await sourcesReport(db, { period: "7", now: NOW })).tables.source.find((r) => r.key === "temp")?.demo,
    ).toBe(1);
    await db
      .update(leads)
      .set({ attribution: { utm_source: "renamed" } })
      .where(eq(leads.id, extra!.id));
    const renamed = await sourcesReport(db, { period: "7", now: NOW });
    expect(renamed.tables.source.map((r) => r.key)).toContain("renamed");
    expect(renamed.tables.source.map((r) => r.key)).not.toContain("temp");
    await db.delete(leads).where(eq(leads.id, extra!.id));
    await db.delete(bookingClicks).where(eq(bookingClicks.createdAt, new Date("2026-11-10T09:00:00Z")));
    const after = await sourcesReport(db, { period: "all", now: NOW });
    expect(after.totals).toEqual({ ...before.totals, clicks: before.totals.clicks - 1 });
    const [left] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${sourceDays} where ${sourceDays.count} <= 0`),
    );
    expect(left?.n).toBe(0);
    await db.insert(bookingClicks).values(click("2026-11-10T09:00:00Z", {}));
  });

  it("ignores filter values no lead could have", () => {
    expect(parseLeadFilter({ source: "a\u0000b", campaign: "x".repeat(501), landing: "/ok" })).toEqual({
      filter: { landing: "/ok" },
      ignored: ["source", "campaign"],
      statusIgnored: false,
    });
    expect(parseLeadFilter({ source: ["fb", "google"], period: "bogus" }).filter).toEqual({
      source: "fb",
      period: "30",
    });
  });
});

const SPRING: Attribution = {
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "Spring",
  landing_page: "/roofers?utm_source=google",
};
const stage = (at: string) => new Date(at);

type Views = { day: string; path: string; views: number; visitors: number };
const visits = (
  attribution: { source: string; medium?: string; campaign?: string; landingPage: string },
  rows: Views[],
) => rows.map((row) => ({ medium: "(not set)", campaign: "(not set)", ...attribution, ...row }));

describe.each(backends())("sources report joined with page views on $name", (backend) => {
  let db: Database;

  openForTests(backend, (opened) => (db = opened));
  beforeAll(async () => {
    await db.insert(pageViewDays).values([
      // google / cpc / spring: 2 visitors on the 19th (one saw two pages), 1 on the 20th.
      ...visits({ source: "google", medium: "cpc", campaign: "spring", landingPage: "/roofers" }, [
        { day: "2026-11-19", path: "/roofers", views: 3, visitors: 2 },
        { day: "2026-11-19", path: "/contact", views: 1, visitors: 0 },
        { day: "2026-11-20", path: "/roofers", views: 2, visitors: 1 },
      ]),
      // Visits without leads, and one that left: the rate is 0 with a range.
      ...visits({ source: "direct", landingPage: "/" }, [
        { day: "2026-11-18", path: "/", views: 12, visitors: 10 },
        { day: "2026-11-20", path: "/services", views: 4, visitors: 3 },
      ]),
      ...visits({ source: "facebook", medium: "social", landingPage: "/dental" }, [
        { day: "2026-11-20", path: "/dental", views: 1, visitors: 1 },
      ]),
      // Before the period: never counted in 7 days.
      ...visits({ source: "google", medium: "cpc", campaign: "spring", landingPage: "/roofers" }, [
        { day: "2026-11-01", path: "/roofers", views: 50, visitors: 40 },
      ]),
    ]);
    await db.insert(leads).values([
      // "Spring" and "spring" are one campaign; the stages the lead reached count on the day it came in.
      lead("2026-11-19T18:00:00Z", SPRING, "contact", {
        qualifiedAt: stage("2026-11-20T01:00:00Z"),
        bookedAt: stage("2026-11-20T02:00:00Z"),
      }),
      lead("2026-11-20T10:00:00Z", { ...SPRING, utm_campaign: "spring" }, "intake", {
        qualifiedAt: stage("2026-11-20T11:00:00Z"),
        bookedAt: stage("2026-11-20T11:00:00Z"),
        wonAt: stage("2026-11-20T11:30:00Z"),
      }),
      // Leads with no counted visit (no JavaScript, or before counting started).
      lead("2026-11-18T18:00:00Z", { ref: "partner42" }),
      lead("2026-11-20T09:00:00Z", { source: "facebook", utm_medium: "social", landing_page: "/dental" }),
      lead("2026-11-20T09:30:00Z", { source: "facebook", utm_medium: "social" }, "demo"),
    ]);
  });

  it("joins views, visitors, leads by form, conversion and outcomes per source", async () => {
    const report = await sourcesReport(db, { period: "7", now: NOW });
    expect(report.multiDay).toBe(true);
    const row = (key: string) => report.tables.source.find((r) => r.key === key);
    expect(row("google")).toMatchObject({
      views: 6,
      visitors: 3,
      contact: 1,
      intake: 1,
      total: 2,
      qualified: 2,
      booked: 2,
      won: 1,
      rate: { kind: "rate", rate: 2 / 3, small: true },
    });
    const google = row("google")!.rate;
    if (google.kind !== "rate") throw new Error("google has a rate");
    expect(google.low).toBeCloseTo(0.2077, 4);
    expect(google.high).toBeCloseTo(0.9385, 4);
    // More leads than counted visitors, or no visit at all: no rate, never one above 100 %.
    expect(row("facebook")).toMatchObject({ visitors: 1, total: 2, rate: { kind: "uncounted" } });
    expect(row("partner42")).toMatchObject({ visitors: 0, total: 1, rate: { kind: "no-visits" } });
    expect(row("direct")).toMatchObject({
      views: 16,
      visitors: 13,
      total: 0,
      rate: { kind: "rate", rate: 0 },
    });
    // Sorted by leads, then visitors.
    expect(report.tables.source.map((r) => r.key)).toEqual(["google", "facebook", "partner42", "direct"]);
    expect(report.totals).toMatchObject({ views: 23, visitors: 17, total: 5, qualified: 2, won: 1 });
  });

  it("groups the same counts by medium, campaign and landing page", async () => {
    const report = await sourcesReport(db, { period: "7", now: NOW });
    const table = (dimension: "medium" | "campaign" | "landing") =>
      Object.fromEntries(report.tables[dimension].map((r) => [r.key, [r.visitors, r.total]]));
    expect(table("medium")).toEqual({ cpc: [3, 2], social: [1, 2], "(not set)": [13, 1] });
    expect(table("campaign")).toEqual({ spring: [3, 2], "(not set)": [14, 3] });
    expect(table("landing")).toEqual({
      "/roofers": [3, 2],
      "/dental": [1, 1],
      "(not set)": [0, 2],
      "/": [13, 0],
    });
  });

  it("charts visitors and views per day beside the leads", async () => {
    const report = await sourcesReport(db, { period: "7", now: NOW });
    expect(report.buckets.slice(-3)).toEqual(["2026-11-18", "2026-11-19", "2026-11-20"]);
    expect(report.visitorsChart).toEqual([0, 0, 0, 0, 10, 2, 5]);
    expect(report.viewsChart).toEqual([0, 0, 0, 0, 12, 4, 7]);
    const leadsPerDay = report.buckets.map((_, i) =>
      report.leadsChart.reduce((sum, line) => sum + line.values[i]!, 0),
    );
    expect(leadsPerDay).toEqual([0, 0, 0, 0, 1, 1, 3]);
    // All time starts at the oldest day of either table: the page views of Nov 1; under a month, counted by day.
    const all = await sourcesReport(db, { period: "all", now: NOW });
    expect(all.unit).toBe("day");
    expect(all.buckets[0]).toBe("2026-11-01");
    expect(all.tables.source.find((r) => r.key === "google")).toMatchObject({ views: 56, visitors: 43 });
  });

  it("exports the table's columns as CSV", async () => {
    const lines = sourcesCsv(await sourcesReport(db, { period: "7", now: NOW })).split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFGroup,Name,Page views,Visitor-days,Contact,Intake,Demo,Callback,Leads,Call clicks,Conversion (%),Conversion 95% low (%),Conversion 95% high (%),Booking clicks,Qualified,Booked,Won",
    );
    expect(lines).toContain("Source,google,6,3,1,1,0,0,2,0,66.7,20.8,93.9,0,2,2,1");
    expect(lines).toContain("Source,facebook,1,1,1,0,1,0,2,0,,,,0,0,0,0");
    expect(lines).toContain("Medium,cpc,6,3,1,1,0,0,2,0,66.7,20.8,93.9,0,2,2,1");
  });

  it("sends each table's first rows only when asked, with totals, charts and row counts whole", async () => {
    // 40 invented campaigns (one view each), beside the period's leads, clicks and views.
    const invented = Array.from({ length: 40 }, (_, i) => ({
      day: "2026-11-19",
      path: "/",
      source: `s${i}`,
      medium: "cpc",
      campaign: `invented-${i}`,
      landingPage: "/",
      views: 1,
      visitors: 1,
    }));
    await db.insert(pageViewDays).values(invented);
    for (const period of ["7", "all"] as const) {
      const full = await sourcesReport(db, { period, now: NOW });
      const top = await sourcesReport(db, { period, now: NOW, rowsPerTable: 15 });
      expect(full.tables.campaign.length).toBeGreaterThan(40);
      for (const dimension of ["source", "medium", "campaign", "landing"] as const) {
        expect(top.tables[dimension]).toEqual(full.tables[dimension].slice(0, 15));
        expect(top.sizes[dimension]).toBe(full.tables[dimension].length);
        expect(full.sizes[dimension]).toBe(full.tables[dimension].length);
      }
      expect(top.totals).toEqual(full.totals);
      expect([top.leadsChart, top.visitorsChart, top.viewsChart, top.clicksChart]).toEqual([
        full.leadsChart,
        full.visitorsChart,
        full.viewsChart,
        full.clicksChart,
      ]);
    }
    await db.delete(pageViewDays).where(sql`${pageViewDays.campaign} like 'invented-%'`);
  });

  it("drills down by medium as by the other columns", async () => {
    const total = async (params: Record<string, string>) =>
      (await leadsPage(db, 1, 20, parseLeadFilter(params).filter, NOW)).total;
    expect(await total({ medium: "cpc", period: "7" })).toBe(2);
    expect(await total({ medium: "social", source: "facebook" })).toBe(2);
    expect(await total({ campaign: "spring", landing: "/roofers" })).toBe(2);
    expect(await total({ source: "partner42" })).toBe(1);
  });
});
