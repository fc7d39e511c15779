import "server-only";

/** The normal quantile for a two-sided 95 % interval. */
const Z = 1.959963984540054;

/** The 95 % Wilson score interval of k successes in n trials (0 ≤ k ≤ n, n > 0). */
export function wilsonInterval(k: number, n: number): { low: number; high: number } {
  const p = k / n;
  const z2 = Z * Z;
  const scale = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / scale;
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / scale;
  // Clamped: at k = 0 or k = n the bound is exactly 0 or 1, and floating point may miss it by a hair.
  return { low: k === 0 ? 0 : Math.max(0, centre - half), high: k === n ? 1 : Math.min(1, centre + half) };
}

/** Past this width (5 percentage points, or wider than the rate itself) the sample is small: the range is shown. */
const WIDE = 0.05;

/**
 * Leads ÷ unique visitors. No rate where no visit was counted, or where leads outnumber the visitors counted (leads
 * sent without JavaScript, or before counting began): a rate over 100 % would be false.
 */
export type ConversionRate =
  | { kind: "no-visits" }
  | { kind: "uncounted" }
  | { kind: "rate"; rate: number; low: number; high: number; small: boolean };

export function conversionRate(leads: number, visitors: number): ConversionRate {
  if (visitors <= 0) return { kind: "no-visits" };
  if (leads > visitors) return { kind: "uncounted" };
  const rate = leads / visitors;
  const { low, high } = wilsonInterval(leads, visitors);
  return { kind: "rate", rate, low, high, small: high - low > WIDE || high - low > rate };
}
