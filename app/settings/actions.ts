"use server";

import { deliveriesCopy, webhookToasts } from "@/content/settings";
import { ownerAction } from "@/lib/settings/owner-action";
import { retryDelivery } from "@/lib/settings/retry-delivery";
import { revealSigningSecret, rotateSigningSecret, saveOrTestWebhook } from "@/lib/settings/webhook-config";

// A test or a retry shows up in the deliveries list whatever its outcome.
export const submitWebhookForm = ownerAction(saveOrTestWebhook, {
  malformed: webhookToasts.saveFailed,
  changed: (result) => result.intent === "test" || result.status === "success",
});

export const retryWebhookDelivery = ownerAction(retryDelivery, {
  malformed: deliveriesCopy.notRetryable,
  changed: () => true,
});

export const revealSecret = ownerAction(revealSigningSecret, { malformed: webhookToasts.requestFailed });

export const rotateSecret = ownerAction(rotateSigningSecret, {
  malformed: webhookToasts.requestFailed,
  changed: (result) => result.status === "success",
});
