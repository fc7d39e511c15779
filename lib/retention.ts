import "server-only";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/open";
import {
  bookingClicks,
  callClicks,
  erasedLeads,
  leads,
  maintenanceRuns,
  outboxJobs,
  rateLimits,
  revokedSessions,
  signInAccounts,
} from "@/lib/db/schema";
import { forgetMetaAddresses } from "@/lib/integrations/meta/retention";
import { retentionDays } from "@/lib/env";
import { purgeVisitDaysBefore } from "@/lib/visits/purge";
import { forgetDaysBefore, reportDay } from "@/lib/visits/secret";
import { errorText, logEvent } from "@/lib/log";

const DAY = 86_400_000;
const TASK = "retention";
/** How often the purge runs, wherever it is asked from (the sweeper, the cron endpoint). */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 5000;

/** Deletes rows created before the cutoff, a batch per statement so a large backlog never holds a long lock. */
async function deleteCreatedBefore(
  db: Database,
  table: typeof leads | typeof bookingClicks | typeof callClicks,
  cutoff: Date,
) {
  let total = 0;
  for (;;) {
    const statement = sql`with gone as (delete from ${table} where ${table.id} in
      (select ${table.id} from ${table} where ${table.createdAt} < ${cutoff.toISOString()}::timestamptz limit ${BATCH})
      returning 1) select count(*)::int as n from gone`;
    const deleted = rowsOf<{ n: number }>(await db.execute(statement))[0]?.n ?? 0;
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/**
 * Deletes what the privacy policy keeps no longer: old leads (their jobs cascade), alerts and the visit report rows
 * of their days (page views, wizard steps); past the shorter period, hashed addresses, user agents and booking
 * clicks; addresses in Meta events past Meta's window; expired sign-in and rate-limit records; and the visit
 * secrets, visitor marks and names of days gone.
 */
export async function purgeExpired(db: Database, now = new Date()) {
  const leadCutoff = new Date(now.getTime() - retentionDays().leads * DAY);
  const technicalCutoff = new Date(now.getTime() - retentionDays().technical * DAY);
  const leadRows = await deleteCreatedBefore(db, leads, leadCutoff);
  await db.delete(erasedLeads).where(lt(erasedLeads.erasedAt, leadCutoff));
  const alerts = await db
    .delete(outboxJobs)
    .where(and(isNull(outboxJobs.leadId), lt(outboxJobs.createdAt, leadCutoff)))
    .returning({ id: outboxJobs.id });
  const anonymized = await db
    .update(leads)
    .set({ ipHash: null, userAgent: null })
    .where(and(lt(leads.createdAt, technicalCutoff), or(isNotNull(leads.ipHash), isNotNull(leads.userAgent))))
    .returning({ id: leads.id });
  const clicks = await deleteCreatedBefore(db, bookingClicks, technicalCutoff);
  // A call tap holds a hashed address and a browser, like a booking click: it goes after as long.
  const calls = await deleteCreatedBefore(db, callClicks, technicalCutoff);
  // The reports' page views and wizard steps are kept as long as the leads they are set beside.
  const visitDays = await purgeVisitDaysBefore(db, await reportDay(db, leadCutoff));
  const metaAddresses = await forgetMetaAddresses(db, now);
  const housekeeping = [
    ...(await db
      .delete(revokedSessions)
      .where(lt(revokedSessions.expiresAt, now))
      .returning({ id: revokedSessions.sessionId })),
    ...(await db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, new Date(now.getTime() - 2 * DAY)))
      .returning({ key: rateLimits.key })),
    ...(await db
      .delete(signInAccounts)
      .where(lt(signInAccounts.updatedAt, new Date(now.getTime() - DAY)))
      .returning({ key: signInAccounts.account })),
  ].length;
  // Yesterday's visit secret and visitor marks go within the first hour of the day, visitors or not.
  await forgetDaysBefore(db, await reportDay(db, now));
  const result = {
    leads: leadRows,
    alerts: alerts.length,
    anonymized: anonymized.length,
    bookingClicks: clicks,
    callClicks: calls,
    visitDays,
    metaAddresses,
    housekeeping,
  };
  await db
    .insert(maintenanceRuns)
    .values({ task: TASK, ranAt: now, details: result })
    .onConflictDoUpdate({ target: maintenanceRuns.task, set: { ranAt: now, details: result } });
  return result;
}

export type LastPurge = { ranAt: Date; details: Record<string, number> } | null;

export async function lastPurge(db: Database): Promise<LastPurge> {
  const [row] = await db.select().from(maintenanceRuns).where(eq(maintenanceRuns.task, TASK));
  return row ? { ranAt: row.ranAt, details: row.details } : null;
}

/** Runs the purge when the last run (by any instance) is over an hour old; failures are logged, never thrown. */
export async function purgeIfDue(db: Database, now = new Date()) {
  try {
    const last = await lastPurge(db);
    if (last && now.getTime() - last.ranAt.getTime() < PURGE_INTERVAL_MS) return null;
    const result = await purgeExpired(db, now);
    logEvent("info", "retention_purge", result);
    return result;
  } catch (error) {
    logEvent("error", "retention_purge_failed", { error: errorText(error) });
    return null;
  }
}
