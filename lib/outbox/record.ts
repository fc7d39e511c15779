import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/lib/db/open";
import { outboxAttempts, outboxJobs, type OutboxJob } from "@/lib/db/schema";
import type { Delivery } from "@/lib/delivery/channel";

const ERROR_CAP = 1000;

/** "superseded": this worker's lease ran out and another claimed the job, whose outcome it is to record. */
export type Outcome = "delivered" | "retry" | "dead" | "not_sent" | "superseded";

/** This attempt's number: past the last one only when that was lost (claim.ts) and this records it. */
export const attemptNumber = (job: OutboxJob) => Math.min(job.attempts + 1, job.maxAttempts);

/** What the job's channel says of what comes next: the wait before another attempt, and what a dead job sets off. */
export type AfterAttempt = {
  nextDelayMs: (attemptsMade: number, retryAfterMs?: number) => number | null;
  onDead: (tx: Transaction, dead: { attempts: number; error: string | null }) => Promise<unknown>;
};

/**
 * Records the attempt and moves the job on, in one transaction, if the job is still this worker's claim (its lease
 * unchanged); a dead job that is not quiet sets off what its channel says (an alert to the owner).
 */
export async function recordAttempt(
  db: Database,
  job: OutboxJob,
  delivery: Delivery,
  timing: { startedAt: Date; durationMs: number },
  next: AfterAttempt,
): Promise<Outcome> {
  const { result } = delivery;
  const attempts = attemptNumber(job);
  const error = result.error?.replace(/\s+/g, " ").slice(0, ERROR_CAP) ?? null;
  const delay =
    result.ok || result.permanent || result.notSent || attempts >= job.maxAttempts
      ? null
      : next.nextDelayMs(attempts, result.retryAfterMs);
  const outcome = result.ok ? "delivered" : result.notSent ? "not_sent" : delay === null ? "dead" : "retry";

  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(outboxJobs)
      .set({
        attempts,
        status: outcome === "retry" ? "pending" : outcome,
        nextAttemptAt: delay === null ? sql`${outboxJobs.nextAttemptAt}` : new Date(Date.now() + delay),
        lockedUntil: null,
        lastStatus: result.status ?? null,
        lastError: result.ok ? null : error,
        providerId: result.providerId ?? sql`${outboxJobs.providerId}`,
        summary: delivery.summary
          ? sql`${outboxJobs.summary} || ${JSON.stringify(delivery.summary)}::jsonb`
          : sql`${outboxJobs.summary}`,
        deliveredAt: result.ok ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(outboxJobs.id, job.id),
          eq(outboxJobs.status, "running"),
          job.lockedUntil ? eq(outboxJobs.lockedUntil, job.lockedUntil) : undefined,
        ),
      )
      .returning({ id: outboxJobs.id });
    if (claimed.length === 0) return "superseded" as const;
    await tx.insert(outboxAttempts).values({
      jobId: job.id,
      attempt: attempts,
      ok: result.ok,
      startedAt: timing.startedAt,
      durationMs: Math.round(timing.durationMs),
      httpStatus: result.status ?? null,
      error,
    });
    if (outcome === "dead" && !delivery.quiet) await next.onDead(tx, { attempts, error });
    return outcome;
  });
}
