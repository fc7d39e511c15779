import "server-only";
/** The report's periods: the last N calendar days in the owner's time zone, today included, or everything. */
export const PERIODS = ["7", "30", "90", "all"] as const;
export type Period = (typeof PERIODS)[number];

export type BucketUnit = "day" | "week" | "month";

/** ?period=… as a period; anything else is the default, 30 days, never an error. */
export function parsePeriod(value: string | string[] | undefined): Period {
  const text = Array.isArray(value) ? value[0] : value;
  return PERIODS.find((period) => period === text) ?? "30";
}

export const periodDays = (period: Period): number | null => (period === "all" ? null : Number(period));

/** Days for a week or a month; weeks beyond that (all time with a long history) are grouped by month. */
export function bucketUnit(period: Period, spanDays: number): BucketUnit {
  if (period === "7" || period === "30") return "day";
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

const monthStart = (at: Date, months = 0) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1)).toISOString().slice(0, 10);

/**
 * The calendar months wholly inside first..last (YYYY-MM-DD), as month starts [from, to), or null when there is none.
 * `fromOldest`: first is the oldest day stored, so its month holds nothing earlier and counts as whole.
 */
export function wholeMonths(first: string, last: string, fromOldest: boolean) {
  const start = new Date(`${first}T00:00:00Z`);
  const from = monthStart(start, fromOldest || start.getUTCDate() === 1 ? 0 : 1);
  const after = new Date(`${last}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  const to = monthStart(after);
  return from < to ? { from, to } : null;
}
