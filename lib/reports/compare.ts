import "server-only";
import type { ConversionRate } from "./sources-rate";

/**
 * A figure against the previous period's: nothing to compare (no previous period, a figure without a value, or none
 * in either), new (none before), a relative change in percent (counts, times) or in percentage points (rates).
 */
export type Change =
  { kind: "none" } | { kind: "new" } | { kind: "percent"; value: number } | { kind: "points"; value: number };

const NONE: Change = { kind: "none" };

/** A count or a duration: null, undefined or an infinite value (no median) has nothing to compare. */
export function countChange(current: number | null, previous: number | null | undefined): Change {
  if (current === null || previous === null || previous === undefined) return NONE;
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return NONE;
  if (previous === 0) return current === 0 ? NONE : { kind: "new" };
  return { kind: "percent", value: ((current - previous) / previous) * 100 };
}

/** A share (part of whole) in percentage points; without a whole on either side, nothing to compare. */
export function shareChange(
  current: { part: number; whole: number },
  previous: { part: number; whole: number } | undefined,
): Change {
  if (!previous || current.whole <= 0 || previous.whole <= 0) return NONE;
  return { kind: "points", value: (current.part / current.whole - previous.part / previous.whole) * 100 };
}

/** A conversion rate in percentage points; where either period has no rate ("—"), nothing to compare. */
export function rateChange(current: ConversionRate, previous: ConversionRate | undefined): Change {
  if (!previous || current.kind !== "rate" || previous.kind !== "rate") return NONE;
  return { kind: "points", value: (current.rate - previous.rate) * 100 };
}
