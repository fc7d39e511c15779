import "server-only";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/open";
import {
  bookingClicks,
  leads,
  maintenanceRuns,
  outboxJobs,
  rateLimits,
  revokedSessions,
  signInAccounts,
} from "@/lib/db/schema";
import { retentionDays } from "@/lib/env";
import { errorText, logEvent } from "@/lib/log";

const DAY = 86_400_000;
const TASK = "retention";
/** How often the purge runs, wherever it is asked from (the sweeper, the cron endpoint). */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** Rows deleted per statement, so a large backlog never holds a long lock. */
const BATCH = 5000;

export type PurgeResult = {
  leads: number;
  alerts: number;
  anonymized: number;
  bookingClicks: number;
  housekeeping: number;
};

async function deleteInBatches(db: Database, statement: () => ReturnType<typeof sql>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = rowsOf<{ n: number }>(await db.execute(statement()))[0]?.n ?? 0;
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/**
 * Deletes what the privacy policy says is kept no longer: leads past their retention period, with their delivery
 * jobs and attempts (foreign keys cascade) and alert emails of that age; and, past the shorter period, the hashed
 * address and user agent of leads and the booking clicks. Also clears expired sign-in and rate-limit records.
 */
export async function purgeExpired(db: Database, now = new Date()): Promise<PurgeResult> {
  const leadCutoff = new Date(now.getTime() - retentionDays.leads * DAY);
  const technicalCutoff = new Date(now.getTime() - retentionDays.technical * DAY);
  const leadRows = await deleteInBatches(
    db,
    () => sql`with gone as (delete from ${leads} where ${leads.id} in
      (select ${leads.id} from ${leads} where ${leads.createdAt} < ${leadCutoff.toISOString()}::timestamptz limit ${BATCH})
      returning 1) select count(*)::int as n from gone`,
  );
  const alerts = await db
    .delete(outboxJobs)
    .where(and(isNull(outboxJobs.leadId), lt(outboxJobs.createdAt, leadCutoff)))
    .returning({ id: outboxJobs.id });
  const anonymized = await db
    .update(leads)
    .set({ ipHash: null, userAgent: null })
    .where(and(lt(leads.createdAt, technicalCutoff), or(isNotNull(leads.ipHash), isNotNull(leads.userAgent))))
    .returning({ id: leads.id });
  const clicks = await deleteInBatches(
    db,
    () => sql`with gone as (delete from ${bookingClicks} where ${bookingClicks.id} in
      (select ${bookingClicks.id} from ${bookingClicks}
        where ${bookingClicks.createdAt} < ${technicalCutoff.toISOString()}::timestamptz limit ${BATCH})
      returning 1) select count(*)::int as n from gone`,
  );
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
  const result = {
    leads: leadRows,
    alerts: alerts.length,
    anonymized: anonymized.length,
    bookingClicks: clicks,
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
export async function purgeIfDue(db: Database, now = new Date()): Promise<PurgeResult | null> {
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
