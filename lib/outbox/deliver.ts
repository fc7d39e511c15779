import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { leads, webhookConfigs, type OutboxJob } from "@/lib/db/schema";
import { notSent, NOT_SENT, type AttemptResult } from "@/lib/delivery/result";
import { deliverConversion } from "@/lib/conversions/deliver";
import { isConversionJob } from "@/lib/conversions/types";
import { deadJobAlert, ownerDigest, ownerNotification, prospectConfirmation } from "@/lib/email/messages";
import { sendEmail, type EmailMessage } from "@/lib/email/send";
import { isSuppressed } from "@/lib/email/unsubscribe";
import { errorText } from "@/lib/log";
import { postWebhook } from "@/lib/webhooks/send";
import { digestLeads } from "./digest";
import { deadJobPayload, ownerDigestPayload } from "./payloads";

/** `quiet`: a dead job the owner caused on purpose (webhook switched off) sends no alert. */
export type Delivery = { result: AttemptResult; summary?: Record<string, string>; quiet?: boolean };

const quietFailure = (error: string): Delivery => ({
  result: { ok: false, permanent: true, error },
  quiet: true,
});

/** One attempt at one job; never throws. `owners`: when known, a webhook of anyone else is not sent. */
export async function deliver(db: Database, job: OutboxJob, owners?: ReadonlySet<string>): Promise<Delivery> {
  try {
    if (job.type === "webhook") {
      if (owners && !owners.has(job.webhookUserId ?? ""))
        return quietFailure("Its owner is no longer configured");
      return await deliverWebhook(db, job);
    }
    if (isConversionJob(job.type)) return await deliverConversion(job.type, job.payload);
    const message = await emailFor(db, job);
    if (typeof message === "string") return { result: { ok: false, permanent: true, error: message } };
    if ("notSent" in message) return { result: notSent(message.notSent) };
    const summary = { to: message.to, subject: message.subject };
    // The address may have unsubscribed after the lead came in: prospect emails respect it to the last moment.
    if (job.type === "prospect_email" && (await isSuppressed(db, message.to))) {
      return { result: notSent(NOT_SENT.unsubscribed), summary };
    }
    return { result: await sendEmail(message, job.id), summary };
  } catch (error) {
    return { result: { ok: false, error: errorText(error, 1000) } };
  }
}

/** The email a job sends, or why it cannot be sent (for good: no retry would help), or why it need not be. */
async function emailFor(db: Database, job: OutboxJob): Promise<EmailMessage | string | { notSent: string }> {
  if (job.type === "dead_letter_email") {
    const info = deadJobPayload.safeParse(job.payload);
    return info.success ? deadJobAlert(info.data) : "Malformed job payload";
  }
  if (job.type === "owner_digest") {
    const hour = ownerDigestPayload.safeParse(job.payload);
    if (!hour.success) return "Malformed job payload";
    const { leads: listed, total } = await digestLeads(db, job.id);
    return total ? ownerDigest(hour.data, listed, total) : { notSent: NOT_SENT.digestEmpty };
  }
  const [lead] = job.leadId ? await db.select().from(leads).where(eq(leads.id, job.leadId)) : [];
  if (!lead) return "Lead no longer exists";
  return job.type === "owner_email" ? ownerNotification(lead) : prospectConfirmation(lead);
}

async function deliverWebhook(db: Database, job: OutboxJob): Promise<Delivery> {
  const [config] = job.webhookUserId
    ? await db.select().from(webhookConfigs).where(eq(webhookConfigs.userId, job.webhookUserId))
    : [];
  if (!config || !config.enabled || !config.webhookUrl) return quietFailure("Webhook not configured");
  const result = await postWebhook({
    url: config.webhookUrl,
    secret: config.signingSecret,
    // The job id is the webhook-id: the same on every retry, so receivers can drop duplicates.
    messageId: `msg_${job.id}`,
    timestampSeconds: Math.floor(Date.now() / 1000),
    body: JSON.stringify(job.payload),
  });
  if (result.disableTarget) {
    await db
      .update(webhookConfigs)
      .set({ enabled: false, updatedAt: new Date() })
      .where(eq(webhookConfigs.userId, config.userId));
  }
  const event = typeof job.payload.event === "string" ? job.payload.event : "";
  // A failed test is reported on the spot; it needs no alert email.
  return { result, summary: { url: config.webhookUrl, event }, quiet: event === "test_webhook" };
}
