import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/open";
import { bookingClicks, leads, type Attribution, type NewLead } from "@/lib/db/schema";
import { sourcesReport } from "@/lib/reports/sources-query";
import { parseLeadFilter } from "@/lib/settings/leads-filter";
import { leadsPage } from "@/lib/settings/leads-query";
import { backends } from "./databases";

// 04:00 on Nov 20 in Los Angeles (PST, UTC-8): the last 7 days there start at 2026-11-14T08:00Z.
const NOW = new Date("2026-11-20T12:00:00Z");
const LA = "America/Los_Angeles";

const lead = (at: string, attribution: Attribution, kind: NewLead["kind"] = "contact"): NewLead => ({
  kind,
  name: "Lead",
  email: "lead@example.com",
  payload: {},
  attribution,
  submissionId: randomUUID(),
  createdAt: new Date(at),
});
const click = (at: string, attribution: Attribution) => ({ attribution, createdAt: new Date(at) });

describe.each(backends())("sources report on $name", (backend) => {
  let db: Database;

  beforeAll(async () => {
    db = await backend.open();
    await db.insert(leads).values([
      // utm_source wins over the referrer, lower-cased and trimmed, on every form.
      lead("2026-11-20T10:00:00Z", { utm_source: " Google ", utm_campaign: "roof-fall", referrer: "https://bing.com/" }),
      lead("2026-11-19T10:00:00Z", { utm_source: "google", utm_campaign: "roof-fall", landing_page: "/roofers?utm_source=google" }, "intake"),
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
    await db.insert(bookingClicks).values([
      click("2026-11-20T09:00:00Z", { utm_source: "google", utm_campaign: "roof-fall" }),
      click("2026-11-19T09:00:00Z", { utm_source: "google" }),
      click("2026-11-18T09:00:00Z", { utm_source: "facebook", landing_page: "/automation-offer?x=1" }),
      click("2026-11-10T09:00:00Z", {}),
    ]);
  });

  afterAll(async () => {
    await db?.close();
    await backend.cleanup();
  });

  it("groups by utm_source, else referrer host, else direct, with forms, shares and booking clicks", async () => {
    const report = await sourcesReport(db, { period: "7", timeZone: LA, now: NOW });
    expect(report.totals).toEqual({ contact: 5, intake: 1, demo: 1, total: 7, clicks: 3 });
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
    expect(bySource.google!.share).toBeCloseTo(3 / 7);
    expect(bySource.facebook).toMatchObject({ total: 0, clicks: 1, share: 0 });
    expect(bySource.future).toBeUndefined();
    const campaigns = Object.fromEntries(report.tables.campaign.map((row) => [row.key, row.total]));
    expect(campaigns).toEqual({ "roof-fall": 2, "(not set)": 5 });
    const landing = Object.fromEntries(report.tables.landing.map((row) => [row.key, [row.total, row.clicks]]));
    expect(landing).toEqual({
      "/roofers": [2, 0],
      "/dental": [1, 0],
      "(not set)": [4, 2],
      "/automation-offer": [0, 1],
    });
  });

  it("takes period boundaries and daily buckets from the owner's time zone", async () => {
    const la = await sourcesReport(db, { period: "7", timeZone: LA, now: NOW });
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

    // In UTC the same instant falls on the 16th, and the week starts at midnight UTC.
    const utc = await sourcesReport(db, { period: "7", timeZone: "UTC", now: NOW });
    expect(utc.buckets[0]).toBe("2026-11-14");
    expect(utc.totals.total).toBe(7);
    const utcPerDay = utc.buckets.map((_, i) => utc.leadsChart.reduce((sum, line) => sum + line.values[i]!, 0));
    expect(utcPerDay).toEqual([2, 0, 1, 1, 1, 1, 1]);

    const month = await sourcesReport(db, { period: "30", timeZone: LA, now: NOW });
    expect(month.totals.total).toBe(8);
    expect(month.buckets).toHaveLength(30);
  });

  it("counts by week for 90 days and all time, stacking sources beyond the top five as other", async () => {
    const quarter = await sourcesReport(db, { period: "90", timeZone: LA, now: NOW });
    expect(quarter.unit).toBe("week");
    expect(quarter.totals.total).toBe(9);
    expect(quarter.buckets.every((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    const all = await sourcesReport(db, { period: "all", timeZone: LA, now: NOW });
    expect(all.totals.total).toBe(9);
    expect(all.buckets[0]).toBe("2026-08-31");
    expect(all.leadsChart.map((line) => line.key)).toEqual(["google", "direct", "bing.com", "duckduckgo.com", "newsletter", null]);
    expect(all.leadsChart.at(-1)!.values.reduce((a, b) => a + b)).toBe(1);
  });

  it("filters the leads list by source, campaign and landing page within the period", async () => {
    const page = async (params: Record<string, string>) => {
      const { filter } = parseLeadFilter(params);
      return (await leadsPage(db, 1, 20, { filter, timeZone: LA })).total;
    };
    expect(await page({ source: "google" })).toBe(3);
    expect(await page({ source: "bing.com" })).toBe(1);
    expect(await page({ source: "direct" })).toBe(2);
    expect(await page({ campaign: "roof-fall", source: "google" })).toBe(2);
    expect(await page({ landing: "/roofers" })).toBe(2);
    expect(await page({ source: "nobody" })).toBe(0);
    expect(await page({ period: "7" })).toBe(11 - 1);
  });

  it("ignores filter values no lead could have", () => {
    expect(parseLeadFilter({ source: "a\u0000b", campaign: "x".repeat(501), landing: "/ok" })).toEqual({
      filter: { landing: "/ok" },
      ignored: ["source", "campaign"],
    });
    expect(parseLeadFilter({ source: ["fb", "google"], period: "bogus" }).filter).toEqual({
      source: "fb",
      period: "30",
    });
  });
});
