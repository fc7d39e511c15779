import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { outboxJobs, type OutboxJob } from "@/lib/db/schema";

export type DeliveryRow = Pick<
  OutboxJob,
  "id" | "status" | "attempts" | "maxAttempts" | "lastError" | "createdAt"
> & { event: string };

/** The owner's latest webhook jobs: lead deliveries and tests alike. */
export async function recentDeliveries(db: Database, userId: string, limit = 20): Promise<DeliveryRow[]> {
  const rows = await db
    .select()
    .from(outboxJobs)
    .where(and(eq(outboxJobs.type, "webhook"), eq(outboxJobs.webhookUserId, userId)))
    .orderBy(desc(outboxJobs.createdAt), desc(outboxJobs.id))
    .limit(limit);
  return rows.map((job) => ({
    id: job.id,
    status: job.status,
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    lastError: job.lastError,
    createdAt: job.createdAt,
    event: job.summary.event || String(job.payload.event ?? ""),
  }));
}

export type EmailRow = Pick<OutboxJob, "id" | "status" | "createdAt" | "lastError"> & {
  to: string;
  subject: string;
  provider: "dev-mailbox" | "resend" | null;
};

/** Recipient and subject are recorded on the first attempt; jobs not yet tried have neither. */
export async function emailLog(db: Database, limit = 50): Promise<EmailRow[]> {
  const rows = await db
    .select()
    .from(outboxJobs)
    .where(inArray(outboxJobs.type, ["owner_email", "prospect_email", "dead_letter_email"]))
    .orderBy(desc(outboxJobs.createdAt), desc(outboxJobs.id))
    .limit(limit);
  return rows.map((job) => ({
    id: job.id,
    status: job.status,
    createdAt: job.createdAt,
    lastError: job.lastError,
    to: job.summary.to ?? "",
    subject: job.summary.subject ?? "",
    provider: job.providerId === "dev-mailbox" ? "dev-mailbox" : job.providerId ? "resend" : null,
  }));
}
