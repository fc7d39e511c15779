import "server-only";
import type { Database, Transaction } from "@/lib/db/open";
import { outboxJobs, type NewOutboxJob } from "@/lib/db/schema";
import { maxAttemptsFor } from "./schedule";

/** One more job outside a lead (a test webhook, a dead-letter alert). */
export async function enqueueJob(
  db: Database | Transaction,
  job: Omit<NewOutboxJob, "maxAttempts"> & { maxAttempts?: number },
): Promise<string> {
  const [row] = await db
    .insert(outboxJobs)
    .values({ ...job, maxAttempts: job.maxAttempts ?? maxAttemptsFor(job.type) })
    .returning({ id: outboxJobs.id });
  return row!.id;
}
