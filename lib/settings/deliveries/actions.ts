"use server";

import "server-only";
import { deliveriesCopy } from "@/content/settings";
import { ownerAction } from "@/lib/settings/owner-action";
import { retryDelivery } from "./retry";

// A retry shows up in the deliveries list whatever its outcome.
export const retryWebhookDelivery = ownerAction(retryDelivery, {
  malformed: deliveriesCopy.notRetryable,
  changed: () => true,
});
