"use server";

import { webhookToasts } from "@/content/settings";
import { ownerAction } from "@/lib/settings/owner-action";
import { saveOrTestWebhook } from "@/lib/settings/webhook-test";

// A test shows up in the deliveries list whatever its outcome.
export const submitWebhookForm = ownerAction(saveOrTestWebhook, {
  malformed: webhookToasts.saveFailed,
  changed: (result) => result.intent === "test" || result.status === "success",
});
