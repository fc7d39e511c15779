import type { Database } from "@/lib/db/open";
import type { OutboxJob } from "@/lib/db/schema";
import { claimDueJobs, releaseJobs } from "./claim";
import { deliver } from "./deliver";
import { recordAttempt, type Outcome } from "./record";

const log = (event: string, data: Record<string, unknown>) =>
  console.info(JSON.stringify({ event, ...data }));

const state = { stopping: false, inFlight: new Set<Promise<unknown>>() };

async function runJob(db: Database, job: OutboxJob): Promise<Outcome> {
  const startedAt = new Date();
  const t0 = performance.now();
  const delivery = await deliver(db, job);
  const durationMs = performance.now() - t0;
  const outcome = await recordAttempt(db, job, delivery, { startedAt, durationMs });
  log("job_attempt", {
    jobId: job.id,
    leadId: job.leadId,
    type: job.type,
    attempt: job.attempts + 1,
    outcome,
    status: delivery.result.status ?? null,
    ms: Math.round(durationMs),
    error: delivery.result.error?.slice(0, 200) ?? null,
  });
  return outcome;
}

/**
 * Claims and runs due jobs (all of them, or just `jobIds`) until none are left or `budgetMs` runs out.
 * Jobs claimed but not started when the process begins to stop are handed back.
 */
export async function drainOutbox(
  db: Database,
  options: { jobIds?: string[]; budgetMs?: number; batch?: number } = {},
): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { delivered: 0, retry: 0, dead: 0 };
  const deadline = Date.now() + (options.budgetMs ?? 25_000);
  while (!state.stopping && Date.now() < deadline) {
    const jobs = await claimDueJobs(db, { limit: options.batch ?? 10, jobIds: options.jobIds });
    if (jobs.length === 0) break;
    for (const [i, job] of jobs.entries()) {
      if (state.stopping || Date.now() >= deadline) {
        await releaseJobs(
          db,
          jobs.slice(i).map((j) => j.id),
        );
        return counts;
      }
      const run = runJob(db, job);
      state.inFlight.add(run);
      try {
        counts[await run]++;
      } finally {
        state.inFlight.delete(run);
      }
    }
    if (options.jobIds) break;
  }
  return counts;
}

/** Stops claiming and waits (up to `waitMs`) for attempts already under way to finish and be recorded. */
export async function stopOutbox(waitMs = 20_000): Promise<void> {
  state.stopping = true;
  await Promise.race([Promise.allSettled([...state.inFlight]), new Promise((r) => setTimeout(r, waitMs))]);
}

export function outboxStopping(): boolean {
  return state.stopping;
}

/** For tests that stop and start workers in one process. */
export function resetOutboxState(): void {
  state.stopping = false;
}
