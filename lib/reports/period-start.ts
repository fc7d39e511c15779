import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { periodDays, type Period } from "./period";

/** Midnight N-1 days before today in app.report_time_zone(), the zone source_days counts in; null for all time. */
export function periodStart(period: Period, now: Date): SQL | null {
  const days = periodDays(period);
  if (days === null) return null;
  return sql`((date_trunc('day', ${now.toISOString()}::timestamptz at time zone app.report_time_zone())
    - ${days - 1}::int * interval '1 day') at time zone app.report_time_zone())`;
}
