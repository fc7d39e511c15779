import "server-only";
/** The report's periods: today, the last N calendar days in the owner's time zone (today included), or everything. */
export const PERIODS = ["today", "7", "30", "90", "all"] as const;
export type Period = (typeof PERIODS)[number];

export type BucketUnit = "day" | "week" | "month";

/** ?period=… as a period; anything else is the default, 30 days, never an error. */
export function parsePeriod(value: string | string[] | undefined): Period {
  const text = Array.isArray(value) ? value[0] : value;
  return PERIODS.find((period) => period === text) ?? "30";
}

export const periodDays = (period: Period): number | null =>
  period === "all" ? null : period === "today" ? 1 : Number(period);

/**
 * By day up to a month (spanDays: the last day minus the first), by week up to a year; longer spans (all time with a
 * long history, a custom range) are grouped by month.
 */
export function bucketUnit(spanDays: number): BucketUnit {
  if (spanDays < 31) return "day";
  return spanDays > 366 ? "month" : "week";
}

/** Every bucket from first to last (YYYY-MM-DD calendar dates), so days without leads show as zero. */
export function bucketRange(first: string, last: string, unit: BucketUnit): string[] {
  const out: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  const at = new Date(`${first}T00:00:00Z`);
  // Aligned as date_trunc aligns: weeks start on Monday, months on the 1st.
  if (unit === "week") at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7));
  if (unit === "month") at.setUTCDate(1);
  while (at.getTime() <= end && out.length < 1000) {
    out.push(at.toISOString().slice(0, 10));
    if (unit === "month") at.setUTCMonth(at.getUTCMonth() + 1);
    else at.setUTCDate(at.getUTCDate() + (unit === "week" ? 7 : 1));
  }
  return out;
}

const DAY_MS = 86_400_000;
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
export const plusDays = (day: string, n: number) => dayOf(new Date(dateOf(day).getTime() + n * DAY_MS));

/** The day's week part (as app.week_part): its Monday-to-Sunday week cut where a month begins, by its first day. */
export function weekPart(day: string) {
  const at = dateOf(day);
  const monday = plusDays(day, -((at.getUTCDay() + 6) % 7));
  return monday > `${day.slice(0, 8)}01` ? monday : `${day.slice(0, 8)}01`;
}

/** The last day of the day's week part: its Sunday, or the month's last day. */
function weekPartEnd(day: string) {
  const at = dateOf(day);
  const sunday = plusDays(day, 6 - ((at.getUTCDay() + 6) % 7));
  const monthEnd = dayOf(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)));
  return sunday < monthEnd ? sunday : monthEnd;
}

/**
 * The week parts wholly inside first..last (YYYY-MM-DD), as part starts [from, to), or null when there is none.
 * `fromOldest`: first is the oldest day stored, so its part holds nothing earlier and counts as whole.
 */
export function wholeWeekParts(first: string, last: string, fromOldest: boolean) {
  const from = fromOldest || weekPart(first) === first ? weekPart(first) : plusDays(weekPartEnd(first), 1);
  const to = weekPartEnd(last) === last ? plusDays(last, 1) : weekPart(last);
  return from < to ? { from, to } : null;
}

const monthStart = (day: string) => `${day.slice(0, 8)}01`;
/** The last day of the day's month. */
export const monthEnd = (day: string) => plusDays(nextMonth(day), -1);
function nextMonth(day: string) {
  const at = dateOf(monthStart(day));
  at.setUTCMonth(at.getUTCMonth() + 1);
  return dayOf(at);
}

/**
 * The calendar months wholly inside first..last (YYYY-MM-DD), as month starts [from, to), or null when there is none;
 * `first` null (all time) leaves `from` null: every month before `to`.
 */
export function wholeMonths(first: string | null, last: string) {
  const from = first === null || monthStart(first) === first ? first && monthStart(first) : nextMonth(first);
  const to = nextMonth(last) === plusDays(last, 1) ? plusDays(last, 1) : monthStart(last);
  return from === null || from < to ? { from, to } : null;
}
