import { maxAttemptsFor } from "@/lib/channels/registry";
import type { Database, Transaction } from "@/lib/db/open";
import { outboxJobs, type NewOutboxJob } from "@/lib/db/schema";

/** A job row of the tests' own (a webhook with a payload of their choosing), with its channel's attempts. */
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
