"use server";

import { after } from "next/server";
import { leadStatusCopy } from "@/content/lead-status";
import { privacyCopy } from "@/content/privacy-requests";
import { deliveriesCopy, webhookToasts } from "@/content/settings";
import { currentOwnerIds } from "@/lib/auth/current-owners";
import { getDb } from "@/lib/db";
import { kickOutbox } from "@/lib/outbox/loop";
import { setLeadStatusFromForm } from "@/lib/settings/lead-status";
import { erasePersonData, findPersonData } from "@/lib/settings/privacy-request";
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

export const findPerson = ownerAction(findPersonData, { malformed: privacyCopy.toasts.failed });

// The lead.deleted webhooks go out once the answer is on its way; the sweeper retries what fails.
export const erasePerson = ownerAction(
  async (db, check, formData) => {
    const result = await erasePersonData(db, check, formData);
    if (result.erased) after(() => kickOutbox(getDb, currentOwnerIds));
    return result;
  },
  { malformed: privacyCopy.toasts.failed, changed: (result) => Boolean(result.erased) },
);

// The lead.updated webhooks and conversions go out once the answer is on its way; the sweeper retries what fails.
export const setLeadStatus = ownerAction(
  async (db, check, formData) => {
    const result = await setLeadStatusFromForm(db, check, formData);
    if (result.statusChanged === "queued") after(() => kickOutbox(getDb, currentOwnerIds));
    return result;
  },
  {
    malformed: leadStatusCopy.toasts.failed,
    changed: (result) => Boolean(result.statusChanged),
    layout: true,
  },
);
