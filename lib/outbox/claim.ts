import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { outboxJobs, type OutboxJob } from "@/lib/db/schema";

/** Longer than any one attempt (15 s webhook timeout, email limiter), so a live worker never loses its job. */
export const LEASE_MS = 2 * 60 * 1000;

/** Claims due pending jobs and running ones whose lease ran out; SKIP LOCKED lets workers claim side by side. */
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
      lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
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
