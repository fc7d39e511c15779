import { describe, expect, it } from "vitest";
import { bucketRange, bucketUnit, parsePeriod } from "@/lib/reports/period";
import { sourcesCsv } from "@/lib/reports/sources-csv";
import { shapeReport, type GroupedRow } from "@/lib/reports/sources-shape";

describe("report periods", () => {
  it("reads ?period=, anything else being 30 days", () => {
    expect(parsePeriod("7")).toBe("7");
    expect(parsePeriod(["all", "7"])).toBe("all");
    expect(parsePeriod("365")).toBe("30");
    expect(parsePeriod(undefined)).toBe("30");
  });

  it("counts by day up to 30 days, by week beyond, by month past a year", () => {
    expect(bucketUnit("30", 29)).toBe("day");
    expect(bucketUnit("90", 89)).toBe("week");
    expect(bucketUnit("all", 366)).toBe("week");
    expect(bucketUnit("all", 400)).toBe("month");
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
});

describe("report CSV", () => {
  const row = (source: string, kind: GroupedRow["kind"], n: number): GroupedRow => ({
    grp: 0b0111,
    source,
    campaign: null,
    landing_page: null,
    bucket: null,
    kind,
    n,
  });

  it("has every row with shares, direct named, and formulas defused", () => {
    const report = shapeReport({
      period: "7",
      unit: "day",
      first: "2026-11-14",
      today: "2026-11-20",
      rows: [row("=cmd|' /c calc'!a0", "contact", 1), row("direct", "demo", 3), row("direct", "click", 2)],
    });
    expect(sourcesCsv(report).split("\r\n")).toEqual([
      "\uFEFFGroup,Name,Contact,Intake,Demo,Leads,Share (%),Booking clicks",
      "Source,Direct,0,0,3,3,75.0,2",
      "Source,'=cmd|' /c calc'!a0,1,0,0,1,25.0,0",
      "",
    ]);
  });
});
