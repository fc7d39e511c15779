import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/open";
import { pageViewDays, wizardStepDays } from "@/lib/db/schema";

const BATCH = 5000;

/**
 * Deletes the visit report rows of the days before `day` (page views, their week parts by trigger, wizard steps), a
 * batch per statement so a year's backlog never holds a long lock; how many rows went.
 */
export async function purgeVisitDaysBefore(db: Database, day: string): Promise<number> {
  let total = 0;
  for (const table of [pageViewDays, wizardStepDays]) {
    for (;;) {
      const deleted =
        rowsOf<{ n: number }>(
          await db.execute(sql`with gone as (delete from ${table} where ctid = any(array(
            select ctid from ${table} where day < ${day}::date limit ${BATCH})) returning 1)
          select count(*)::int as n from gone`),
        )[0]?.n ?? 0;
      total += deleted;
      if (deleted < BATCH) break;
    }
  }
  return total;
}
