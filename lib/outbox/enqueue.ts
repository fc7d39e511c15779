import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { outboxJobs, webhookConfigs, type Lead, type NewOutboxJob } from "@/lib/db/schema";
import { formSubmissionEvent } from "@/lib/webhooks/events";
import { maxAttemptsFor } from "./schedule";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The deliveries a new lead needs, written in the lead's own transaction so a stored lead always has them:
 * the owner's notification, the prospect's confirmation, and the webhook to every enabled configuration.
 */
export async function enqueueLeadJobs(tx: Tx, lead: Lead): Promise<string[]> {
  const configs = await tx
    .select({ userId: webhookConfigs.userId })
    .from(webhookConfigs)
    .where(eq(webhookConfigs.enabled, true));
  const jobs: NewOutboxJob[] = [
    { type: "owner_email", leadId: lead.id, maxAttempts: maxAttemptsFor("owner_email") },
    { type: "prospect_email", leadId: lead.id, maxAttempts: maxAttemptsFor("prospect_email") },
    ...configs.map((config) => ({
      type: "webhook" as const,
      leadId: lead.id,
      webhookUserId: config.userId,
      // The event is fixed now; retries resend the same body under the same webhook-id.
      payload: formSubmissionEvent(lead) as unknown as Record<string, unknown>,
      maxAttempts: maxAttemptsFor("webhook"),
    })),
  ];
  const rows = await tx.insert(outboxJobs).values(jobs).returning({ id: outboxJobs.id });
  return rows.map((row) => row.id);
}

/** One more job outside a lead (a test webhook, a dead-letter alert). */
export async function enqueueJob(
  db: Database | Tx,
  job: Omit<NewOutboxJob, "maxAttempts"> & { maxAttempts?: number },
): Promise<string> {
  const [row] = await db
    .insert(outboxJobs)
    .values({ ...job, maxAttempts: job.maxAttempts ?? maxAttemptsFor(job.type) })
    .returning({ id: outboxJobs.id });
  return row!.id;
}
