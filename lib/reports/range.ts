import "server-only";
import { parsePeriod, periodDays, plusDays, type Period } from "./period";

/** The zone the report counts days in: app.report_time_zone() in the database, where source_days is counted. */
export const REPORT_TIME_ZONE = "America/Los_Angeles";

/** A custom range: its first and last day (YYYY-MM-DD, both included) in the owner's time zone, validated. */
export type CustomRange = { from: string; to: string };
/** What a report covers: a preset period or a custom range. */
export type ReportPeriod = Period | CustomRange;
/** The days a report covers; `first` null for all time (from the oldest day stored). */
export type DayRange = { first: string | null; last: string };

/** A custom range covers at most this many days (any calendar year), so its report and comparison stay bounded. */
export const MAX_RANGE_DAYS = 366;
/** Nothing is older than the site; earlier dates are typing mistakes. */
export const EARLIEST_DAY = "2000-01-01";

export const isCustom = (period: ReportPeriod): period is CustomRange => typeof period === "object";

const DAY_MS = 86_400_000;
/** Days from `first` to `last` (calendar dates, so no clock change shortens or lengthens one). */
export const daysBetween = (first: string, last: string) =>
  Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS);

const todayParts = new Intl.DateTimeFormat("en-US", {
  timeZone: REPORT_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date (YYYY-MM-DD) in the owner's time zone at `now`, as the report's triggers date what they count. */
export function reportToday(now: Date): string {
  const parts = todayParts.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export function dayRange(period: ReportPeriod, today: string): DayRange {
  if (isCustom(period)) return { first: period.from, last: period.to };
  const days = periodDays(period);
  return { first: days === null ? null : plusDays(today, 1 - days), last: today };
}

/** Days the period covers; null for all time. */
export function periodLength(period: ReportPeriod, today: string): number | null {
  const { first, last } = dayRange(period, today);
  return first === null ? null : daysBetween(first, last) + 1;
}

/** The days just before the period, as many as it has; none before all time. */
export function previousPeriod(period: ReportPeriod, today: string): CustomRange | null {
  const { first } = dayRange(period, today);
  const days = periodLength(period, today);
  if (first === null || days === null) return null;
  return { from: plusDays(first, -days), to: plusDays(first, -1) };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD, from EARLIEST_DAY on; anything else null. */
export function parseDay(value: string | undefined): string | null {
  if (value === undefined || !DATE.test(value) || value < EARLIEST_DAY) return null;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value ? value : null;
}

/** Why a custom range was not shown. */
export type RangeProblem = "incomplete" | "malformed" | "reversed" | "future" | "too-long";
/** `typed`: the dates sent, where they were dates, to fill the form again. */
export type PeriodChoice = {
  period: ReportPeriod;
  problem?: RangeProblem;
  typed?: { from: string; to: string };
};

type Params = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();

/**
 * ?period=… (a preset, default 30 days) or ?from=…&to=… (a custom range, the date form's fields). A range that is
 * incomplete, not dates, reversed, past today or longer than MAX_RANGE_DAYS is named, and the preset shown instead.
 */
export function parseReportPeriod(params: Params, today: string): PeriodChoice {
  const preset = parsePeriod(params.period);
  const [rawFrom, rawTo] = [one(params.from) ?? "", one(params.to) ?? ""];
  if (rawFrom === "" && rawTo === "") return { period: preset };
  const [from, to] = [parseDay(rawFrom), parseDay(rawTo)];
  const fail = (problem: RangeProblem): PeriodChoice => ({
    period: preset,
    problem,
    typed: { from: from ?? "", to: to ?? "" },
  });
  if (rawFrom === "" || rawTo === "") return fail("incomplete");
  if (!from || !to) return fail("malformed");
  if (from > to) return fail("reversed");
  if (to > today) return fail("future");
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) return fail("too-long");
  return { period: { from, to } };
}

/** The period as query parameters, for links that keep it (the CSV, a drill-down to the leads list). */
export const periodParams = (period: ReportPeriod): Record<string, string> =>
  isCustom(period) ? { from: period.from, to: period.to } : { period };

/** The period in a file name: "30", "all", "2026-11-01-to-2026-11-20". */
export const periodSlug = (period: ReportPeriod) =>
  isCustom(period) ? `${period.from}-to-${period.to}` : period;
