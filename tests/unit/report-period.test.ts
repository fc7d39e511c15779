import { describe, expect, it } from "vitest";
import { reportsCopy } from "@/content/reports";
import { countChange, rateChange, shareChange } from "@/lib/reports/compare";
import { periodName, periodPhrase, rangeText } from "@/lib/reports/names";
import {
  dayRange,
  MAX_RANGE_DAYS,
  parseDay,
  parseReportPeriod,
  periodLength,
  periodParams,
  periodSlug,
  previousPeriod,
  reportToday,
} from "@/lib/reports/range";
import { conversionRate } from "@/lib/reports/sources-rate";

const TODAY = "2026-11-20";

describe("the owner's today", () => {
  it("turns at local midnight, Pacific time, standard and daylight", () => {
    expect(reportToday(new Date("2026-11-21T07:59:59.999Z"))).toBe("2026-11-20");
    expect(reportToday(new Date("2026-11-21T08:00:00Z"))).toBe("2026-11-21");
    expect(reportToday(new Date("2026-07-04T06:59:59Z"))).toBe("2026-07-03");
    expect(reportToday(new Date("2026-07-04T07:00:00Z"))).toBe("2026-07-04");
  });

  it("keeps its days whole across the clock changes (23 hours on Mar 8, 25 on Nov 1, 2026)", () => {
    // Spring forward: Mar 8 starts at 08:00Z (PST) and ends at 07:00Z on Mar 9 (PDT).
    expect(reportToday(new Date("2026-03-08T07:59:59Z"))).toBe("2026-03-07");
    expect(reportToday(new Date("2026-03-08T08:00:00Z"))).toBe("2026-03-08");
    expect(reportToday(new Date("2026-03-08T10:30:00Z"))).toBe("2026-03-08");
    expect(reportToday(new Date("2026-03-09T06:59:59Z"))).toBe("2026-03-08");
    expect(reportToday(new Date("2026-03-09T07:00:00Z"))).toBe("2026-03-09");
    // Fall back: Nov 1 starts at 07:00Z (PDT) and ends at 08:00Z on Nov 2 (PST).
    expect(reportToday(new Date("2026-11-01T06:59:59Z"))).toBe("2026-10-31");
    expect(reportToday(new Date("2026-11-01T07:00:00Z"))).toBe("2026-11-01");
    expect(reportToday(new Date("2026-11-02T07:59:59Z"))).toBe("2026-11-01");
    expect(reportToday(new Date("2026-11-02T08:00:00Z"))).toBe("2026-11-02");
  });
});

describe("a period's days and the period before it", () => {
  it("counts presets back from today, today included; all time has no first day and nothing before", () => {
    expect(dayRange("today", TODAY)).toEqual({ first: TODAY, last: TODAY });
    expect(dayRange("7", TODAY)).toEqual({ first: "2026-11-14", last: TODAY });
    expect(dayRange("30", TODAY)).toEqual({ first: "2026-10-22", last: TODAY });
    expect(dayRange("90", TODAY)).toEqual({ first: "2026-08-23", last: TODAY });
    expect(dayRange("all", TODAY)).toEqual({ first: null, last: TODAY });
    expect(periodLength("all", TODAY)).toBeNull();
    expect(previousPeriod("all", TODAY)).toBeNull();
  });

  it("compares with as many days just before: yesterday for today, the 30 days before the last 30", () => {
    expect(previousPeriod("today", TODAY)).toEqual({ from: "2026-11-19", to: "2026-11-19" });
    expect(previousPeriod("7", TODAY)).toEqual({ from: "2026-11-07", to: "2026-11-13" });
    expect(previousPeriod("30", TODAY)).toEqual({ from: "2026-09-22", to: "2026-10-21" });
    expect(previousPeriod("90", TODAY)).toEqual({ from: "2026-05-25", to: "2026-08-22" });
    for (const period of ["today", "7", "30", "90"] as const) {
      const previous = previousPeriod(period, TODAY)!;
      expect(periodLength(previous, TODAY)).toBe(periodLength(period, TODAY));
    }
  });

  it("does the same for a custom range, across a year's end, a leap day and both clock changes", () => {
    expect(previousPeriod({ from: "2026-01-01", to: "2026-01-10" }, TODAY)).toEqual({
      from: "2025-12-22",
      to: "2025-12-31",
    });
    expect(previousPeriod({ from: "2028-03-01", to: "2028-03-31" }, TODAY)).toEqual({
      from: "2028-01-30",
      to: "2028-02-29",
    });
    // Two weeks around spring forward (one day of 23 hours) and around fall back (one of 25): still 14 days each.
    expect(previousPeriod({ from: "2026-03-02", to: "2026-03-15" }, TODAY)).toEqual({
      from: "2026-02-16",
      to: "2026-03-01",
    });
    expect(previousPeriod({ from: "2026-11-09", to: "2026-11-22" }, TODAY)).toEqual({
      from: "2026-10-26",
      to: "2026-11-08",
    });
    expect(previousPeriod("7", "2026-03-10")).toEqual({ from: "2026-02-25", to: "2026-03-03" });
    expect(previousPeriod("7", "2026-11-03")).toEqual({ from: "2026-10-21", to: "2026-10-27" });
    expect(previousPeriod({ from: TODAY, to: TODAY }, TODAY)).toEqual({
      from: "2026-11-19",
      to: "2026-11-19",
    });
  });
});

describe("parsing ?period= and a custom ?from=&to=", () => {
  const parse = (params: Record<string, string | string[] | undefined>) => parseReportPeriod(params, TODAY);

  it("reads a preset, anything else being 30 days", () => {
    expect(parse({})).toEqual({ period: "30" });
    expect(parse({ period: "today" })).toEqual({ period: "today" });
    expect(parse({ period: ["all", "7"] })).toEqual({ period: "all" });
    expect(parse({ period: "365" })).toEqual({ period: "30" });
    expect(parse({ from: "", to: "" })).toEqual({ period: "30" });
  });

  it("takes a custom range of real dates up to today, at most 366 days, the first of repeated fields", () => {
    expect(parse({ from: "2026-11-01", to: "2026-11-20" })).toEqual({
      period: { from: "2026-11-01", to: "2026-11-20" },
    });
    expect(parse({ from: TODAY, to: TODAY, period: "7" })).toEqual({ period: { from: TODAY, to: TODAY } });
    expect(parse({ from: ["2026-02-01", "1999-01-01"], to: [" 2026-02-28 "] })).toEqual({
      period: { from: "2026-02-01", to: "2026-02-28" },
    });
    expect(parse({ from: "2025-11-20", to: TODAY }).period).toEqual({ from: "2025-11-20", to: TODAY });
    expect(MAX_RANGE_DAYS).toBe(366);
  });

  it("names what is wrong with a bad range and falls back to the preset, echoing only real dates", () => {
    expect(parse({ from: "2026-11-01" })).toEqual({
      period: "30",
      problem: "incomplete",
      typed: { from: "2026-11-01", to: "" },
    });
    expect(parse({ to: TODAY, period: "7" })).toMatchObject({ period: "7", problem: "incomplete" });
    expect(parse({ from: "2026-11-20", to: "2026-11-01" })).toEqual({
      period: "30",
      problem: "reversed",
      typed: { from: "2026-11-20", to: "2026-11-01" },
    });
    expect(parse({ from: "2026-11-01", to: "2026-11-21" })).toMatchObject({
      period: "30",
      problem: "future",
    });
    expect(parse({ from: "2025-11-19", to: TODAY, period: "all" })).toMatchObject({
      period: "all",
      problem: "too-long",
    });
  });

  it("refuses hostile and malformed dates as not understood, never throwing", () => {
    const hostile = [
      "2026-02-30",
      "2026-13-01",
      "2026-00-10",
      "2026-2-3",
      "20261101",
      "2026-11-01T00:00",
      "2026-11-01' or '1'='1",
      "<script>alert(1)</script>",
      "２０２６-１１-０１",
      "1999-12-31",
      "0000-01-01",
      "+275760-09-13",
      "-001-01-01",
      "NaN",
      "9".repeat(100_000),
      "2026-11-01\u0000",
    ];
    for (const bad of hostile) {
      const choice = parse({ from: bad, to: TODAY });
      expect(choice).toEqual({ period: "30", problem: "malformed", typed: { from: "", to: TODAY } });
      expect(parse({ from: "2026-11-01", to: bad }).problem).toBe("malformed");
      expect(parseDay(bad)).toBeNull();
    }
    expect(parseDay("2028-02-29")).toBe("2028-02-29");
    expect(parseDay("2026-02-29")).toBeNull();
  });

  it("carries the period into links and file names", () => {
    expect(periodParams("7")).toEqual({ period: "7" });
    expect(periodParams({ from: "2026-11-01", to: TODAY })).toEqual({ from: "2026-11-01", to: TODAY });
    expect(periodSlug("all")).toBe("all");
    expect(periodSlug({ from: "2026-11-01", to: TODAY })).toBe("2026-11-01-to-2026-11-20");
    // Intl puts thin spaces around the dash.
    expect(periodName({ from: "2026-11-01", to: TODAY })).toMatch(/^Nov 1\s–\s20, 2026$/);
    expect(periodName("today")).toBe("Today");
    expect(periodPhrase("30")).toBe("last 30 days");
    expect(rangeText("2025-12-20", "2026-01-05")).toMatch(/^Dec 20, 2025\s–\sJan 5, 2026$/);
    expect(rangeText(TODAY, TODAY)).toBe("Nov 20, 2026");
  });
});

describe("changes against the previous period", () => {
  const words = reportsCopy.change;
  const thirty = { n: 30, today: false };

  it("is relative for counts and times: new after none, nothing to compare without figures", () => {
    expect(countChange(112, 100)).toEqual({ kind: "percent", value: expect.closeTo(12, 9) });
    expect(countChange(0, 4)).toEqual({ kind: "percent", value: -100 });
    expect(countChange(5, 0)).toEqual({ kind: "new" });
    expect(countChange(0, 0)).toEqual({ kind: "none" });
    expect(countChange(5, undefined)).toEqual({ kind: "none" });
    expect(countChange(null, 5)).toEqual({ kind: "none" });
    // A median that does not exist (fewer than half answered) has nothing to compare.
    expect(countChange(Infinity, 60_000)).toEqual({ kind: "none" });
    expect(countChange(60_000, Infinity)).toEqual({ kind: "none" });
  });

  it("is in percentage points for rates and shares", () => {
    expect(rateChange(conversionRate(3, 100), conversionRate(2, 100))).toEqual({
      kind: "points",
      value: expect.closeTo(1, 9),
    });
    expect(rateChange(conversionRate(3, 100), conversionRate(2, 0))).toEqual({ kind: "none" });
    expect(rateChange(conversionRate(3, 100), undefined)).toEqual({ kind: "none" });
    expect(shareChange({ part: 1, whole: 4 }, { part: 1, whole: 2 })).toEqual({ kind: "points", value: -25 });
    expect(shareChange({ part: 1, whole: 4 }, { part: 0, whole: 0 })).toEqual({ kind: "none" });
  });

  it("reads as the owner says it", () => {
    expect(words.percent(12.4, thirty)).toBe("+12 % vs previous 30 days");
    expect(words.percent(-3.6, { n: 7, today: false })).toBe("−4 % vs previous 7 days");
    expect(words.percent(0.2, thirty)).toBe("±0 % vs previous 30 days");
    expect(words.percent(1234, { n: 1, today: true })).toBe("+1,234 % vs yesterday");
    expect(words.points(0.44, { n: 1, today: false })).toBe("+0.4 pts vs the day before");
    expect(words.newNote(thirty)).toBe("none in the previous 30 days");
    expect(words.newNote({ n: 1, today: true })).toBe("none yesterday");
  });
});
