import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { outboxJobs, type OutboxJob } from "@/lib/db/schema";

/** Longer than any one attempt (15 s webhook timeout, email limiter), so a live worker never loses its job. */
export const LEASE_MS = 2 * 60 * 1000;

/**
 * Claims due pending jobs and running ones whose lease ran out; SKIP LOCKED lets workers claim side by side. A lease
 * that ran out was an attempt that never got recorded (a crash, a frozen instance): it counts, so such a job still
 * reaches its last attempt instead of being tried forever.
 */
export async function claimDueJobs(
  db: Database,
  options: { limit?: number; leaseMs?: number; jobIds?: string[] } = {},
): Promise<OutboxJob[]> {
  const { limit = 10, leaseMs = LEASE_MS, jobIds } = options;
  if (jobIds && jobIds.length === 0) return [];
  const only = jobIds ? sql`and ${inArray(outboxJobs.id, jobIds)}` : sql``;
  return db
    .update(outboxJobs)
    .set({
      status: "running",
      // Whole milliseconds, so the claimer's copy (a JavaScript Date) names this claim exactly (see record.ts).
      lockedUntil: sql`date_trunc('milliseconds', now() + ${`${leaseMs} milliseconds`}::interval)`,
      attempts: sql`${outboxJobs.attempts} + (${outboxJobs.status} = 'running')::int`,
      updatedAt: sql`now()`,
    })
    .where(
      sql`${outboxJobs.id} in (
        select ${outboxJobs.id} from ${outboxJobs}
        where ((${outboxJobs.status} = 'pending' and ${outboxJobs.nextAttemptAt} <= now())
            or (${outboxJobs.status} = 'running' and ${outboxJobs.lockedUntil} < now()))
        ${only}
        order by ${outboxJobs.nextAttemptAt}
        limit ${limit}
        for update skip locked)`,
    )
    .returning();
}
