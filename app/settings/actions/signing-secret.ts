"use server";

import { webhookToasts } from "@/content/settings";
import { ownerAction } from "@/lib/settings/owner-action";
import { revealSigningSecret, rotateSigningSecret } from "@/lib/settings/signing-secret";

export const revealSecret = ownerAction(revealSigningSecret, { malformed: webhookToasts.requestFailed });

export const rotateSecret = ownerAction(rotateSigningSecret, {
  malformed: webhookToasts.requestFailed,
  changed: (result) => result.status === "success",
});
