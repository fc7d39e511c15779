import "server-only";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import { deliveriesCopy } from "@/content/settings";
import { outboxJobs } from "@/lib/db/schema";
import { CHANNELS, channelOf } from "@/lib/channels/registry";
import { drainOutbox } from "@/lib/outbox/worker";
import { asOwner, type OwnerTask } from "@/lib/settings/result";
import { failed, succeeded } from "@/lib/settings/state";

const typesWhoseRetry = (retry: "any" | "own") =>
  CHANNELS.filter((channel) => channel.retry === retry).map((channel) => channel.type);
const ANY_OWNER_MAY_RETRY = typesWhoseRetry("any");
const OWN_ONLY = typesWhoseRetry("own");
const RETRIED = {
  email: deliveriesCopy.retriedEmail,
  webhook: deliveriesCopy.retried,
  conversion: deliveriesCopy.retriedConversion,
};

/**
 * One more attempt, now, for a dead webhook job of this owner, a dead lead email (after a provider outage, say) or a
 * dead conversion (after a wrong token was fixed):
 * only dead jobs, so no worker is on it too.
 */
export const retryDelivery: OwnerTask = (db, check, formData) =>
  asOwner(check, { event: "webhook_retry_failed" }, async (owner) => {
    const jobId = z.uuid().safeParse(formData.get("jobId"));
    if (!jobId.success) return failed(deliveriesCopy.notRetryable);
    const reopened = await db
      .update(outboxJobs)
      .set({
        status: "pending",
        nextAttemptAt: sql`now()`,
        maxAttempts: sql`${outboxJobs.attempts} + 1`,
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(outboxJobs.id, jobId.data),
          or(
            and(inArray(outboxJobs.type, OWN_ONLY), eq(outboxJobs.webhookUserId, owner.id)),
            inArray(outboxJobs.type, ANY_OWNER_MAY_RETRY),
          ),
          eq(outboxJobs.status, "dead"),
        ),
      )
      .returning({ id: outboxJobs.id });
    if (reopened.length === 0) return failed(deliveriesCopy.notRetryable);
    await drainOutbox(db, { jobIds: [jobId.data], budgetMs: 30_000 });
    const [job] = await db.select().from(outboxJobs).where(eq(outboxJobs.id, jobId.data));
    if (job?.status === "delivered") {
      const toast = RETRIED[channelOf(job.type).log];
      return succeeded(toast);
    }
    // The sweeper claimed it first: the attempt is under way, just not ours to report.
    if (job?.status === "pending" || job?.status === "running") return succeeded(deliveriesCopy.retryQueued);
    return failed({ ...deliveriesCopy.retryFailed, description: job?.lastError ?? "No response" });
  });
