import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf, type Database } from "@/lib/db/open";
import { bookingClicks, leads, pageViewDays, wizardStepDays, type NewLead } from "@/lib/db/schema";
import { countChange, rateChange } from "@/lib/reports/compare";
import {
  dayRange,
  previousPeriod,
  REPORT_TIME_ZONE,
  reportToday,
  type ReportPeriod,
} from "@/lib/reports/range";
import { responseTimes } from "@/lib/reports/response-times";
import { sourcesReport } from "@/lib/reports/sources-query";
import { periodTotals } from "@/lib/reports/totals";
import { wizardFunnels } from "@/lib/reports/wizard-funnel";
import { parseLeadFilter } from "@/lib/settings/leads/filter";
import { leadsPage } from "@/lib/settings/leads/query";
import { backends, openForTests } from "./databases";

// 04:00 on Nov 20 in Los Angeles (PST): the last 7 days are Nov 14-20, the 7 before them Nov 7-13.
const NOW = new Date("2026-11-20T12:00:00Z");
const TODAY = reportToday(NOW);
const MINUTE = 60_000;

const lead = (at: string, answeredAfter?: number, extra: Partial<NewLead> = {}): NewLead => ({
  kind: "contact",
  name: "Lead",
  email: "lead@example.com",
  payload: {},
  attribution: { utm_source: "google" },
  submissionId: randomUUID(),
  createdAt: new Date(at),
  ...(answeredAfter !== undefined && {
    status: "contacted",
    respondedAt: new Date(Date.parse(at) + answeredAfter * MINUTE),
  }),
  ...extra,
});
const views = (day: string, n: number, visitors: number) => ({
  day,
  path: "/roofers",
  source: "google",
  medium: "(not set)",
  campaign: "(not set)",
  landingPage: "/roofers",
  views: n,
  visitors,
});
const click = (at: string) => ({ attribution: { utm_source: "google" }, createdAt: new Date(at) });
const qualified = (at: string) => ({ status: "qualified" as const, qualifiedAt: new Date(at) });

/** What the headline compares, without the row key and rate the report adds. */
const counts = ({
  key: _key,
  rate: _rate,
  ...rest
}: { key?: string; rate: unknown } & Record<string, unknown>) => rest;

describe.each(backends())("the reports' comparison with the previous period on $name", (backend) => {
  let db: Database;
  openForTests(backend, (opened) => (db = opened));

  beforeAll(async () => {
    await db.insert(leads).values([
      // The last 7 days: from the first instant of Nov 14 to the last of Nov 20, local time.
      lead("2026-11-14T08:00:00Z", 2),
      lead("2026-11-20T10:00:00Z", 10, qualified("2026-11-20T11:00:00Z")),
      lead("2026-11-21T07:59:00Z"),
      // The 7 days before: Nov 7 00:00 to Nov 13 23:59:59, local time.
      lead("2026-11-14T07:59:59Z", 60, {
        ...qualified("2026-11-14T09:00:00Z"),
        status: "booked",
        bookedAt: new Date("2026-11-14T10:00:00Z"),
      }),
      lead("2026-11-07T08:00:00Z", 4),
      lead("2026-11-10T20:00:00Z"),
      // Neither: Nov 6 and Nov 21, local time.
      lead("2026-11-07T07:59:59Z", 1),
      lead("2026-11-21T08:00:00Z", 1),
      // The clock changes: Mar 8 2026 lasts 23 hours (08:00Z to 07:00Z), Nov 1 lasts 25 (07:00Z to 08:00Z).
      lead("2026-03-08T07:59:59Z"),
      lead("2026-03-08T08:00:00Z"),
      lead("2026-03-09T06:59:59Z"),
      lead("2026-03-09T07:00:00Z"),
      lead("2026-11-01T06:59:59Z"),
      lead("2026-11-01T07:00:00Z"),
      lead("2026-11-02T07:59:59Z"),
      lead("2026-11-02T08:00:00Z"),
    ]);
    await db
      .insert(bookingClicks)
      .values([
        click("2026-11-15T20:00:00Z"),
        click("2026-11-20T09:00:00Z"),
        click("2026-11-08T20:00:00Z"),
        click("2026-11-06T20:00:00Z"),
      ]);
    await db
      .insert(pageViewDays)
      .values([
        views("2026-11-14", 10, 8),
        views("2026-11-20", 5, 4),
        views("2026-11-07", 4, 4),
        views("2026-11-13", 6, 5),
        views("2026-11-06", 100, 100),
        views("2026-11-21", 100, 100),
      ]);
    await db.insert(wizardStepDays).values([
      { day: "2026-11-13", form: "intake", step: 2, source: "google", count: 7 },
      { day: "2026-11-14", form: "intake", step: 2, source: "google", count: 3 },
    ]);
  });

  it("counts days in the zone the code names, the database's report zone", async () => {
    const [row] = rowsOf<{ zone: string }>(await db.execute(sql`select app.report_time_zone() as zone`));
    expect(row?.zone).toBe(REPORT_TIME_ZONE);
    expect(TODAY).toBe("2026-11-20");
  });

  it("compares the last 7 days with exactly the 7 before them", async () => {
    const previous = previousPeriod("7", TODAY)!;
    expect(previous).toEqual({ from: "2026-11-07", to: "2026-11-13" });
    const now = await sourcesReport(db, { period: "7", now: NOW });
    const before = await periodTotals(db, dayRange(previous, TODAY));
    expect(now.totals).toMatchObject({
      views: 15,
      visitors: 12,
      total: 3,
      clicks: 2,
      qualified: 1,
      booked: 0,
    });
    expect(before).toMatchObject({
      views: 10,
      visitors: 9,
      total: 3,
      clicks: 1,
      qualified: 1,
      booked: 1,
      won: 0,
    });
    expect(countChange(now.totals.views, before.views)).toEqual({ kind: "percent", value: 50 });
    expect(countChange(now.totals.clicks, before.clicks)).toEqual({ kind: "percent", value: 100 });
    expect(countChange(now.totals.booked, before.booked)).toEqual({ kind: "percent", value: -100 });
    expect(rateChange(now.totals.rate, before.rate)).toEqual({
      kind: "points",
      value: expect.closeTo((3 / 12 - 3 / 9) * 100, 9),
    });

    // Response times: 2, 10 minutes and one unanswered now; 60, 4 minutes and one unanswered before.
    expect(await responseTimes(db, "7", NOW)).toEqual({
      leads: 3,
      answered: 2,
      within5: 1,
      withinHour: 2,
      medianMs: 10 * MINUTE,
    });
    expect(await responseTimes(db, previous, NOW)).toEqual({
      leads: 3,
      answered: 2,
      within5: 1,
      withinHour: 2,
      medianMs: 60 * MINUTE,
    });
  });

  it("sums the same totals as the Sources report for every kind of period", async () => {
    const periods: ReportPeriod[] = [
      "today",
      "7",
      "30",
      "90",
      "all",
      { from: "2026-11-13", to: "2026-11-14" },
      { from: "2026-03-01", to: "2026-11-20" },
    ];
    for (const period of periods) {
      const report = await sourcesReport(db, { period, now: NOW });
      expect(counts(await periodTotals(db, dayRange(period, TODAY)))).toEqual(counts(report.totals));
    }
  });

  it("compares today with yesterday, and a custom range with as many days before it", async () => {
    expect(previousPeriod("today", TODAY)).toEqual({ from: "2026-11-19", to: "2026-11-19" });
    expect(await periodTotals(db, dayRange("today", TODAY))).toMatchObject({ total: 2, clicks: 1, views: 5 });
    expect(await periodTotals(db, { first: "2026-11-19", last: "2026-11-19" })).toMatchObject({
      total: 0,
      clicks: 0,
      views: 0,
    });

    // Nov 13-14 against Nov 11-12: a range across the boundary of the two 7-day periods.
    const range = { from: "2026-11-13", to: "2026-11-14" };
    expect(previousPeriod(range, TODAY)).toEqual({ from: "2026-11-11", to: "2026-11-12" });
    const report = await sourcesReport(db, { period: range, now: NOW });
    expect(report.buckets).toEqual(["2026-11-13", "2026-11-14"]);
    expect(report.totals).toMatchObject({ total: 2, views: 16, visitors: 13, qualified: 1, booked: 1 });
    expect(await responseTimes(db, range, NOW)).toMatchObject({ leads: 2, answered: 2 });
    expect(await periodTotals(db, dayRange(previousPeriod(range, TODAY)!, TODAY))).toMatchObject({
      total: 0,
      views: 0,
    });
    const [intake] = await wizardFunnels(db, { period: range, now: NOW });
    expect(intake?.steps[1]?.reached).toBe(10);
    const [intakeLastDay] = await wizardFunnels(db, { period: { from: "2026-11-14", to: TODAY }, now: NOW });
    expect(intakeLastDay?.steps[1]?.reached).toBe(3);

    // The drill-down to the leads list keeps the range.
    const { filter } = parseLeadFilter({ source: "google", from: range.from, to: range.to }, NOW);
    expect(filter.period).toEqual(range);
    expect((await leadsPage(db, 1, 20, filter, NOW)).total).toBe(2);
  });

  it("takes the days of a clock change whole, as long as the owner's day is, in every query", async () => {
    for (const [day, before] of [
      ["2026-03-08", "2026-03-07"],
      ["2026-11-01", "2026-10-31"],
    ] as const) {
      const range = { from: day, to: day };
      expect(previousPeriod(range, TODAY)).toEqual({ from: before, to: before });
      expect((await periodTotals(db, dayRange(range, TODAY))).total).toBe(2);
      expect((await sourcesReport(db, { period: range, now: NOW })).totals.total).toBe(2);
      expect((await responseTimes(db, range, NOW)).leads).toBe(2);
      expect((await periodTotals(db, { first: before, last: before })).total).toBe(1);
      expect((await responseTimes(db, { from: before, to: before }, NOW)).leads).toBe(1);
      const { filter } = parseLeadFilter({ source: "google", from: day, to: day }, NOW);
      expect((await leadsPage(db, 1, 20, filter, NOW)).total).toBe(2);
    }
  });
});
