import { describe, expect, it } from "vitest";
import {
  bucketRange,
  bucketUnit,
  parsePeriod,
  weekPart,
  wholeMonths,
  wholeWeekParts,
} from "@/lib/reports/period";
import { sourcesCsv } from "@/lib/reports/sources-csv";
import { rateText } from "@/lib/reports/names";
import { conversionRate, wilsonInterval } from "@/lib/reports/sources-rate";
import { shapeReport, type GroupedRow } from "@/lib/reports/sources-shape";

describe("report periods", () => {
  it("reads ?period=, anything else being 30 days", () => {
    expect(parsePeriod("7")).toBe("7");
    expect(parsePeriod("today")).toBe("today");
    expect(parsePeriod(["all", "7"])).toBe("all");
    expect(parsePeriod("365")).toBe("30");
    expect(parsePeriod(undefined)).toBe("30");
  });

  it("counts by day up to a month, by week beyond, by month past a year", () => {
    expect(bucketUnit(0)).toBe("day");
    expect(bucketUnit(29)).toBe("day");
    expect(bucketUnit(30)).toBe("day");
    expect(bucketUnit(31)).toBe("week");
    expect(bucketUnit(89)).toBe("week");
    expect(bucketUnit(366)).toBe("week");
    expect(bucketUnit(400)).toBe("month");
  });

  it("lists every bucket, weeks from Monday and months from the 1st, as date_trunc does", () => {
    expect(bucketRange("2026-11-28", "2026-12-01", "day")).toEqual([
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
    ]);
    expect(bucketRange("2026-11-20", "2026-12-01", "week")).toEqual([
      "2026-11-16",
      "2026-11-23",
      "2026-11-30",
    ]);
    expect(bucketRange("2025-12-15", "2026-02-03", "month")).toEqual([
      "2025-12-01",
      "2026-01-01",
      "2026-02-01",
    ]);
  });

  it("cuts weeks where months begin, so parts add up to weeks and to months", () => {
    expect(weekPart("2026-11-20")).toBe("2026-11-16");
    expect(weekPart("2026-10-31")).toBe("2026-10-26");
    // Sunday Nov 1 is a part of its own; Thursday Dec 3 is in the part from Tuesday Dec 1.
    expect(weekPart("2026-11-01")).toBe("2026-11-01");
    expect(weekPart("2026-12-03")).toBe("2026-12-01");
    expect(weekPart("2026-11-30")).toBe("2026-11-30");
  });

  it("finds the whole week parts of a period, the oldest day's part whole for all time", () => {
    expect(wholeWeekParts("2025-10-17", "2026-11-20", true)).toEqual({
      from: "2025-10-13",
      to: "2026-11-16",
    });
    // A Sunday ends its part; so does a month's last day.
    expect(wholeWeekParts("2025-10-17", "2026-11-22", true)).toEqual({
      from: "2025-10-13",
      to: "2026-11-23",
    });
    expect(wholeWeekParts("2026-11-30", "2026-11-30", false)).toEqual({
      from: "2026-11-30",
      to: "2026-12-01",
    });
    // 90 days from Sunday Aug 23: its part (from Monday Aug 17) is not whole.
    expect(wholeWeekParts("2026-08-23", "2026-11-20", false)).toEqual({
      from: "2026-08-24",
      to: "2026-11-16",
    });
    expect(wholeWeekParts("2026-11-30", "2026-12-03", false)).toEqual({
      from: "2026-11-30",
      to: "2026-12-01",
    });
    expect(wholeWeekParts("2026-11-17", "2026-11-21", false)).toBeNull();
  });

  it("finds the whole months of a period, every month before the last for all time", () => {
    expect(wholeMonths("2026-08-31", "2026-11-28")).toEqual({ from: "2026-09-01", to: "2026-11-01" });
    expect(wholeMonths("2026-09-01", "2026-11-30")).toEqual({ from: "2026-09-01", to: "2026-12-01" });
    // December ends a year; February 2028 has 29 days.
    expect(wholeMonths("2026-12-01", "2026-12-31")).toEqual({ from: "2026-12-01", to: "2027-01-01" });
    expect(wholeMonths("2028-02-01", "2028-02-29")).toEqual({ from: "2028-02-01", to: "2028-03-01" });
    expect(wholeMonths("2028-02-01", "2028-02-28")).toBeNull();
    expect(wholeMonths("2026-10-30", "2026-11-28")).toBeNull();
    expect(wholeMonths(null, "2026-11-28")).toEqual({ from: null, to: "2026-11-01" });
    expect(wholeMonths(null, "2026-11-30")).toEqual({ from: null, to: "2026-12-01" });
  });
});

describe("conversion rate", () => {
  // Newcombe (1998), "Two-sided confidence intervals for the single proportion", table I, method 3 (Wilson score).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])("the Wilson interval of %i in %i is %f to %f", (k, n, low, high) => {
    const interval = wilsonInterval(k, n);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it("is exactly 0 and 1 at the ends", () => {
    expect(wilsonInterval(0, 10)).toEqual({ low: 0, high: expect.closeTo(0.2775, 4) });
    expect(wilsonInterval(1, 1)).toEqual({ low: expect.closeTo(0.2065, 4), high: 1 });
  });

  it("shows the range while the interval is wider than 5 points or than the rate", () => {
    expect(conversionRate(1, 1)).toMatchObject({ kind: "rate", rate: 1, small: true });
    expect(rateText(conversionRate(1, 1))).toEqual({ value: "100.0%", note: "20.7–100%" });
    // 20 of 1,000: 1.3–3.1 %, 1.8 points wide, narrower than the rate: the rate alone.
    expect(rateText(conversionRate(20, 1000))).toEqual({ value: "2.0%" });
    // 6 of 300: 0.9–4.3 %, wider than the 2 % rate itself.
    expect(conversionRate(6, 300)).toMatchObject({ small: true });
    // 300 of 1,000: 27.2–32.9 %, 5.7 points.
    expect(conversionRate(300, 1000)).toMatchObject({ small: true });
    expect(conversionRate(3000, 10000)).toMatchObject({ small: false });
    expect(rateText(conversionRate(0, 5000))).toEqual({ value: "0.0%", note: "0–0.1%" });
  });

  it("gives no rate without counted visits or with more leads than visitors, never one above 100 %", () => {
    expect(conversionRate(3, 0)).toEqual({ kind: "no-visits" });
    expect(conversionRate(0, 0)).toEqual({ kind: "no-visits" });
    expect(conversionRate(3, 2)).toEqual({ kind: "uncounted" });
    expect(rateText(conversionRate(3, 2))).toEqual({ value: "—", note: "More leads than counted visitors" });
    expect(rateText(conversionRate(1, 0))).toEqual({ value: "—", note: "No counted visits" });
  });
});

const grouped = (
  grp: number,
  key: Partial<GroupedRow>,
  kind: GroupedRow["kind"],
  n: number,
  views = 0,
  visitors = 0,
) =>
  ({
    grp,
    source: null,
    medium: null,
    campaign: null,
    landing_page: null,
    bucket: null,
    kind,
    n,
    views,
    visitors,
    ...key,
  }) as GroupedRow;

describe("report shaping", () => {
  const SOURCE = 0b01111;
  const MEDIUM = 0b10111;
  const BUCKET = 0b01110;
  const report = shapeReport({
    period: "7",
    unit: "day",
    first: "2026-11-18",
    today: "2026-11-20",
    rows: [
      grouped(SOURCE, { source: "google" }, "visit", 0, 30, 20),
      grouped(SOURCE, { source: "google" }, "contact", 2),
      grouped(SOURCE, { source: "google" }, "demo", 1),
      grouped(SOURCE, { source: "google" }, "qualified", 2),
      grouped(SOURCE, { source: "google" }, "won", 1),
      grouped(SOURCE, { source: "direct" }, "visit", 0, 9, 7),
      grouped(SOURCE, { source: "bing.com" }, "click", 4),
      grouped(MEDIUM, { medium: "cpc" }, "visit", 0, 30, 20),
      grouped(MEDIUM, { medium: "cpc" }, "intake", 3),
      grouped(BUCKET, { source: "google", bucket: "2026-11-19" }, "visit", 0, 10, 8),
      grouped(BUCKET, { source: "direct", bucket: "2026-11-19" }, "visit", 0, 5, 4),
      grouped(BUCKET, { source: "google", bucket: "2026-11-20" }, "contact", 2),
      grouped(BUCKET, { source: "bing.com", bucket: "2026-11-18" }, "click", 4),
    ],
  });

  it("sums each grouping set into its table, outcomes apart from leads", () => {
    expect(report.tables.source.map((row) => row.key)).toEqual(["google", "direct", "bing.com"]);
    expect(report.tables.source[0]).toMatchObject({
      views: 30,
      visitors: 20,
      contact: 2,
      demo: 1,
      total: 3,
      qualified: 2,
      won: 1,
      rate: { kind: "rate", rate: 3 / 20 },
    });
    expect(report.tables.medium).toEqual([
      expect.objectContaining({ key: "cpc", intake: 3, total: 3, visitors: 20 }),
    ]);
    expect(report.totals).toMatchObject({ views: 39, visitors: 27, total: 3, clicks: 4 });
    expect(report.multiDay).toBe(true);
  });

  it("zero-fills the charts' days", () => {
    expect(report.visitorsChart).toEqual([0, 12, 0]);
    expect(report.viewsChart).toEqual([0, 15, 0]);
    expect(report.clicksChart).toEqual([4, 0, 0]);
    expect(report.leadsChart).toEqual([{ key: "google", values: [0, 0, 2] }]);
  });
});

describe("report CSV", () => {
  const row = (source: string, kind: GroupedRow["kind"], n: number, visitors = 0) =>
    grouped(0b01111, { source }, kind, n, visitors, visitors);

  it("has every row with the table's columns, direct named, and formulas defused", () => {
    const report = shapeReport({
      period: "7",
      unit: "day",
      first: "2026-11-14",
      today: "2026-11-20",
      rows: [
        row("=cmd|' /c calc'!a0", "contact", 1),
        row("direct", "demo", 3),
        row("direct", "visit", 0, 5000),
        row("direct", "click", 2),
      ],
    });
    expect(sourcesCsv(report).split("\r\n")).toEqual([
      "\uFEFFGroup,Name,Page views,Visitor-days,Contact,Intake,Demo,Callback,Leads,Call clicks,Conversion (%),Conversion 95% low (%),Conversion 95% high (%),Booking clicks,Qualified,Booked,Won",
      "Source,Direct,5000,5000,0,0,3,0,3,0,0.1,0.0,0.2,2,0,0,0",
      "Source,'=cmd|' /c calc'!a0,0,0,1,0,0,0,1,0,,,,0,0,0,0",
      "",
    ]);
  });
});
