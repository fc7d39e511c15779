import "server-only";
import { sourcesCopy } from "@/content/sources-report";
import { SOURCE_DIRECT } from "@/lib/db/schema";
import type { BucketUnit } from "./period";
import { isCustom, periodParams, type ReportPeriod } from "./range";
import type { ConversionRate } from "./sources-rate";
import type { Dimension } from "./sources-shape";

/** A source as the owner reads it; null is the chart's group of every source outside the top ones. */
export const sourceName = (key: string | null) =>
  key === null ? sourcesCopy.names.other : key === SOURCE_DIRECT ? sourcesCopy.names.direct : key;

export const rowName = (dimension: Dimension, key: string) =>
  dimension === "source" ? sourceName(key) : key;

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** A bucket's first day (YYYY-MM-DD, a calendar date) as words, read in UTC so it never shifts by a day. */
export const bucketLabel = (bucket: string, unit: BucketUnit) =>
  (unit === "month" ? monthFormat : dayFormat).format(new Date(`${bucket}T00:00:00Z`));

export const percent = (share: number) =>
  share.toLocaleString("en-US", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });

const bound = (share: number) => (share * 100).toLocaleString("en-US", { maximumFractionDigits: 1 });

/** A conversion rate as the table shows it: the rate, and its 95 % range while the sample is small. */
export function rateText(rate: ConversionRate): { value: string; note?: string } {
  if (rate.kind !== "rate") return { value: "—", note: sourcesCopy.noRate[rate.kind] };
  const value = percent(rate.rate);
  return rate.small ? { value, note: `${bound(rate.low)}–${bound(rate.high)}%` } : { value };
}

/** The leads list filtered to one row of the report, over the same period. */
export const drillDownHref = (dimension: Dimension, key: string, period: ReportPeriod) =>
  `/settings/leads?${new URLSearchParams({ [dimension]: key, ...periodParams(period) })}`;

const rangeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** Calendar days (YYYY-MM-DD) as words: "Nov 1 – 20, 2026", "Nov 20, 2026". */
export const rangeText = (first: string, last: string) =>
  rangeFormat.formatRange(new Date(`${first}T00:00:00Z`), new Date(`${last}T00:00:00Z`));

/** A period as the owner chose it: "Last 30 days", or a custom range's dates. */
export const periodName = (period: ReportPeriod) =>
  isCustom(period) ? rangeText(period.from, period.to) : sourcesCopy.periods[period];

/** The same inside a sentence: "last 30 days", "Nov 1 – 20, 2026". */
export const periodPhrase = (period: ReportPeriod) =>
  isCustom(period) ? periodName(period) : periodName(period).toLowerCase();
