import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { outboxJobs, webhookConfigs } from "@/lib/db/schema";
import { queueJobsFor } from "@/lib/channels/registry";
import { drainOutbox } from "@/lib/outbox/worker";

export const webhookMessages = {
  notAuthenticated: "User not authenticated",
  notConfigured: "Webhook not configured",
  failed: "Failed to send webhook",
  sent: "Webhook sent successfully",
} as const;

/** A test event through the outbox (signed, checked, recorded), one attempt, so the owner sees the answer now. */
export async function sendTestWebhook(db: Database, userId: string | null) {
  if (!userId) return { success: false, message: webhookMessages.notAuthenticated };
  const [config] = await db.select().from(webhookConfigs).where(eq(webhookConfigs.userId, userId));
  if (!config?.enabled || !config.webhookUrl)
    return { success: false, message: webhookMessages.notConfigured };

  const [jobId] = await queueJobsFor(db, { type: "webhook.test", ownerId: userId, at: new Date() });
  if (!jobId) return { success: false, message: webhookMessages.failed, reason: "No job queued" };
  await drainOutbox(db, { jobIds: [jobId], budgetMs: 30_000 });
  const [job] = await db.select().from(outboxJobs).where(eq(outboxJobs.id, jobId));
  if (job?.status === "delivered") return { success: true, message: webhookMessages.sent };
  if (job?.status === "pending" || job?.status === "running") {
    // A background run claimed the job first: it is being sent, just not by this request.
    return { success: true, message: webhookMessages.sent, queued: true };
  }
  return { success: false, message: webhookMessages.failed, reason: job?.lastError ?? "No response" };
}
