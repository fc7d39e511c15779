import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { jobTypesIn } from "@/lib/channels/registry";
import type { Database } from "@/lib/db/open";
import { outboxJobs } from "@/lib/db/schema";

export type DeliveryRow = Awaited<ReturnType<typeof recentDeliveries>>[number];
export type EmailRow = Awaited<ReturnType<typeof emailLog>>[number];

const { id, type, status, attempts, maxAttempts, lastError, createdAt, summary, payload, providerId } =
  outboxJobs;
const newestFirst = [desc(createdAt), desc(id)];

/** The owner's latest webhook jobs: lead deliveries and tests alike. */
export async function recentDeliveries(db: Database, userId: string, limit = 20) {
  const rows = await db
    .select({ id, status, attempts, maxAttempts, lastError, createdAt, summary, payload })
    .from(outboxJobs)
    .where(and(eq(type, "webhook"), eq(outboxJobs.webhookUserId, userId)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(({ summary, payload, ...job }) => ({
    ...job,
    event: summary.event || String(payload.event ?? ""),
  }));
}

/** Recipient and subject are recorded on the first attempt; jobs not yet tried have neither. */
export async function emailLog(db: Database, limit = 50) {
  const rows = await db
    .select({ id, type, status, createdAt, lastError, summary, providerId })
    .from(outboxJobs)
    .where(inArray(type, jobTypesIn("email")))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(({ summary, providerId, ...job }) => ({
    ...job,
    to: summary.to ?? "",
    subject: summary.subject ?? "",
    provider:
      providerId === "dev-mailbox" ? ("dev-mailbox" as const) : providerId ? ("resend" as const) : null,
  }));
}
