import "server-only";
import type { Database } from "@/lib/db/open";
import type { OutboxJob } from "@/lib/db/schema";
import { channelOf, nextDelayMs, queueJobsFor } from "@/lib/channels/registry";
import type { Delivery } from "@/lib/delivery/channel";
import { errorText, logEvent, redactEmails } from "@/lib/log";
import { processSingleton } from "@/lib/process-singleton";
import { claimDueJobs } from "./claim";
import { waitForQuiet } from "./quiet";
import { attemptNumber, recordAttempt, type AfterAttempt, type Outcome } from "./record";

// Shared by every bundle: the shutdown hook (instrumentation) must stop the loop a route started.
const state = processSingleton("outbox.worker", () => ({
  stopping: false,
  inFlight: new Set<Promise<unknown>>(),
}));

const LOST_LAST_ATTEMPT: Delivery = {
  result: {
    ok: false,
    permanent: true,
    error: "The last attempt never finished (its worker stopped before recording it)",
  },
};

/** The job's channel's say in what follows an attempt: its retry schedule, and the events a dead job raises. */
export const afterAttempt = (job: OutboxJob): AfterAttempt => ({
  nextDelayMs: (attemptsMade, retryAfterMs) => nextDelayMs(job.type, attemptsMade, retryAfterMs),
  onDead: (tx, dead) => queueJobsFor(tx, { type: "job.dead", job, ...dead }),
});

/** One attempt through the job's channel; never throws. */
async function deliver(db: Database, job: OutboxJob, owners?: ReadonlySet<string>): Promise<Delivery> {
  try {
    return await channelOf(job.type).send(job, { db, owners });
  } catch (error) {
    return { result: { ok: false, error: errorText(error, 1000) } };
  }
}

async function runJob(db: Database, job: OutboxJob, owners?: ReadonlySet<string>): Promise<Outcome> {
  const startedAt = new Date();
  const t0 = performance.now();
  // Every attempt is used and the last one was lost (claim.ts): the job ends here instead of being tried again.
  const delivery = job.attempts >= job.maxAttempts ? LOST_LAST_ATTEMPT : await deliver(db, job, owners);
  const durationMs = performance.now() - t0;
  const outcome = await recordAttempt(db, job, delivery, { startedAt, durationMs }, afterAttempt(job));
  logEvent(outcome === "delivered" ? "info" : "warn", "job_attempt", {
    jobId: job.id,
    leadId: job.leadId,
    type: job.type,
    attempt: attemptNumber(job),
    outcome,
    status: delivery.result.status ?? null,
    ms: Math.round(durationMs),
    error: delivery.result.error ? redactEmails(delivery.result.error).slice(0, 200) : null,
  });
  return outcome;
}

type DrainOptions = {
  /** Only these jobs (an owner's "Retry now", a test webhook); otherwise every due job. */
  jobIds?: string[];
  budgetMs?: number;
  /** Attempts under way at once: providers that hang for their whole timeout then hold up only one slot. */
  concurrency?: number;
  /** Background runs wait while the server is busy answering requests (see quiet.ts). */
  yieldToRequests?: boolean;
  /** The owners configured now: webhooks queued for anyone else (an owner since removed) are not sent. */
  webhookOwners?: () => Promise<readonly string[]>;
};

/** Runs due jobs (or just `jobIds`) until none are left or the budget is spent; a failed claim throws. */
export async function drainOutbox(db: Database, options: DrainOptions = {}) {
  const counts: Record<Outcome, number> = { delivered: 0, retry: 0, dead: 0, not_sent: 0, superseded: 0 };
  const running = new Set<Promise<void>>();
  const owners = options.webhookOwners && new Set(await options.webhookOwners());
  const start = (job: OutboxJob) => {
    const run: Promise<void> = runJob(db, job, owners)
      .then(
        (outcome) => void counts[outcome]++,
        // The attempt could not be recorded (database gone): the lease runs out and the job is tried again.
        (error) => logEvent("error", "job_attempt_unrecorded", { jobId: job.id, error: errorText(error) }),
      )
      .finally(() => {
        running.delete(run);
        state.inFlight.delete(run);
      });
    running.add(run);
    state.inFlight.add(run);
  };

  try {
    if (options.jobIds) {
      const jobs = await claimDueJobs(db, { limit: options.jobIds.length, jobIds: options.jobIds });
      jobs.forEach(start);
      return counts;
    }
    const deadline = Date.now() + (options.budgetMs ?? 25_000);
    const concurrency = options.concurrency ?? 1;
    while (!state.stopping && Date.now() < deadline) {
      if (running.size < concurrency && options.yieldToRequests) await waitForQuiet();
      const free = concurrency - running.size;
      const jobs = free > 0 && !state.stopping ? await claimDueJobs(db, { limit: free }) : [];
      jobs.forEach(start);
      if (running.size === 0) break;
      if (jobs.length === 0 || running.size >= concurrency) await Promise.race(running);
    }
  } finally {
    await Promise.all(running);
  }
  return counts;
}

/** Stops claiming and waits (up to `waitMs`) for attempts already under way to finish and be recorded. */
export async function stopOutbox(waitMs = 20_000): Promise<void> {
  state.stopping = true;
  await Promise.race([Promise.allSettled([...state.inFlight]), new Promise((r) => setTimeout(r, waitMs))]);
}
