import "server-only";
import { eq } from "drizzle-orm";
import { webhookConfigs } from "@/lib/db/schema";
import { defineChannel, type DeliveryEvent, type Delivery } from "@/lib/delivery/channel";
import { WEBHOOK_DELAYS } from "@/lib/delivery/schedules";
import { enabledWebhookOwners } from "@/lib/webhooks/enabled";
import { formSubmissionEvent, leadDeletedEvent, leadUpdatedEvent, testEvent } from "@/lib/webhooks/events";
import { postWebhook } from "@/lib/webhooks/send";
import type { Database, Transaction } from "@/lib/db/open";
import { decimalOf } from "@/lib/money/currency";
import { leadValue } from "@/lib/money/lead-value";
import { readMoneySettings } from "@/lib/money/settings";

const quietFailure = (error: string): Delivery => ({
  result: { ok: false, permanent: true, error },
  quiet: true,
});

/** The signed body an event sends, the same to every receiver. */
async function bodyFor(event: DeliveryEvent, tx: Database | Transaction) {
  if (event.type === "lead.created") return formSubmissionEvent(event.lead);
  if (event.type === "lead.updated") {
    const money = await readMoneySettings(tx);
    const value = leadValue(event.lead, money);
    const decimal = (minor: number | null) => (minor === null ? null : decimalOf(minor, money.currency));
    return leadUpdatedEvent(
      event.lead,
      { from: event.from, to: event.lead.status, at: event.at },
      { value: decimal(value), dealValue: decimal(event.lead.dealValue), currency: money.currency },
    );
  }
  if (event.type === "lead.deleted") return leadDeletedEvent(event.lead, event.at);
  return undefined;
}

/**
 * A signed copy of each lead event for every owner whose webhook is on (its URL and secret are read when sent, so a
 * change applies to what is queued); an erased lead's notice outlives the lead. A test goes once, to its owner.
 */
export const webhook = defineChannel({
  type: "webhook",
  log: "webhook",
  delays: WEBHOOK_DELAYS,
  retry: "own",
  jobsFor: async (event, tx) => {
    if (event.type === "webhook.test")
      return [{ webhookUserId: event.ownerId, payload: testEvent(event.at), maxAttempts: 1 }];
    if (!("webhookOwners" in event)) return [];
    const receivers = await enabledWebhookOwners(tx, event.webhookOwners);
    if (receivers.length === 0) return [];
    const payload = await bodyFor(event, tx);
    if (!payload) return [];
    const leadId = event.type === "lead.deleted" ? null : undefined;
    return receivers.map((userId) => ({ webhookUserId: userId, payload, leadId }));
  },
  send: async (job, { db, owners }) => {
    if (owners && !owners.has(job.webhookUserId ?? ""))
      return quietFailure("Its owner is no longer configured");
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
  },
});
