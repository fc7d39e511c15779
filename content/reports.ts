/** Copy for the reports page's period (presets and a custom range) and its headline figures with their changes. */
import type { RangeProblem } from "@/lib/reports/range";

const days = (n: number) => (n === 1 ? "day" : `${n.toLocaleString("en-US")} days`);

export const reportsCopy = {
  range: {
    legend: "Custom range",
    from: "From",
    to: "To",
    submit: "Show range",
    /** Why a custom range was not shown; `fallback` names the period shown instead. */
    problems: {
      incomplete: "Choose both a start and an end date.",
      malformed: "A date was not understood: use the date picker, or type it as YYYY-MM-DD (2000 or later).",
      reversed: "The start date is after the end date.",
      future: "The end date is after today: days that have not happened hold no data yet.",
      "too-long": "A custom range covers at most 366 days; for more, choose All time.",
    } satisfies Record<RangeProblem, string>,
    /** `period`: the preset shown instead, by its name ("Last 30 days"). */
    fallback: (period: string) => `Showing “${period}” instead.`,
    /** The days shown, in the zone the report counts them. */
    showing: (range: string) => `${range}, Pacific time.`,
    allTime: "Every day counted so far, Pacific time.",
    comparedWith: (range: string, n: number) => `Changes compare with ${range}, the ${days(n)} before.`,
    noComparison: "All time has no earlier period to compare with.",
  },
  headline: {
    title: "At a glance",
    views: "Page views",
    visitors: "Visitors",
    visitorDays: "Visitor-days",
    leads: "Leads",
    rate: "Conversion",
    clicks: "Booking clicks",
    qualified: "Qualified",
    booked: "Booked",
    won: "Won",
    median: "Median response",
  },
  /** A change is counted against the same number of days just before (`today`: the preset, whose day before is yesterday). */
  change: {
    /** Nothing to compare: no earlier period, neither period had any, or a figure without a value. */
    none: "—",
    noneSpoken: "nothing to compare with",
    new: "new",
    newNote: ({ n, today }: Versus) =>
      today ? "none yesterday" : n === 1 ? "none the day before" : `none in the previous ${days(n)}`,
    percent: (value: number, versus: Versus) => `${signed(Math.round(value))} % ${vs(versus)}`,
    points: (value: number, versus: Versus) => `${signed(Math.round(value * 10) / 10)} pts ${vs(versus)}`,
  },
};

/** The previous period: `n` days, or yesterday when the report shows today. */
export type Versus = { n: number; today: boolean };

const vs = ({ n, today }: Versus) =>
  today ? "vs yesterday" : n === 1 ? "vs the day before" : `vs previous ${days(n)}`;

/** "+12", "−3" (a true minus sign), "±0". */
function signed(n: number) {
  if (n === 0) return "±0";
  return `${n > 0 ? "+" : "−"}${Math.abs(n).toLocaleString("en-US")}`;
}
