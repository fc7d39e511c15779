import "server-only";
import { sql } from "drizzle-orm";
import { monthEnd, wholeMonths } from "./period";

/**
 * A range (first null: all time) split for a monthly roll-up: `inMonths` picks its whole months (a `month` column),
 * `otherDays` the days around them in the day rows (a `day` column); together they cover the range once. `latest`,
 * the latest day the day rows hold: when none lies after `last` (a period ending today), the last month's row is the
 * month so far, so it is read whole too and a year reads no day rows at all.
 */
export function monthSplit(first: string | null, last: string, latest?: string | null) {
  const within =
    first === null ? sql`day <= ${last}::date` : sql`day between ${first}::date and ${last}::date`;
  const nothingAfter = latest !== undefined && (latest === null || latest <= last);
  const months = wholeMonths(first, nothingAfter ? monthEnd(last) : last);
  if (!months) return { inMonths: sql`false`, otherDays: within };
  const { from, to } = months;
  return {
    inMonths: from === null ? sql`month < ${to}::date` : sql`month >= ${from}::date and month < ${to}::date`,
    otherDays:
      from === null
        ? sql`${within} and day >= ${to}::date`
        : sql`${within} and (day < ${from}::date or day >= ${to}::date)`,
  };
}
