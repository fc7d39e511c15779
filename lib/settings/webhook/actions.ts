"use server";

import "server-only";
import { ownerToasts, webhookToasts } from "@/content/settings";
import { ownerAction } from "@/lib/settings/owner-action";
import { revealSigningSecret, rotateSigningSecret, saveOrTestWebhook } from "./config";

// A test shows up in the deliveries list whatever its outcome.
export const submitWebhookForm = ownerAction(saveOrTestWebhook, {
  malformed: webhookToasts.saveFailed,
  changed: (result) => result.intent === "test" || result.status === "success",
});

export const revealSecret = ownerAction(revealSigningSecret, { malformed: ownerToasts.requestFailed });

export const rotateSecret = ownerAction(rotateSigningSecret, {
  malformed: ownerToasts.requestFailed,
  changed: (result) => result.status === "success",
});
