import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { plusDays } from "./period";
import type { DayRange } from "./range";

/** Midnight starting the day (YYYY-MM-DD) in app.report_time_zone(), the instant source_days starts counting it. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone app.report_time_zone())`;

/** A time column within the range's days as the owner's zone counts them (23 or 25 hours on a clock change). */
export function withinDays(column: SQLWrapper, { first, last }: DayRange): SQL {
  const end = sql`${column} < ${dayStart(plusDays(last, 1))}`;
  return first === null ? end : sql`${column} >= ${dayStart(first)} and ${end}`;
}
