"use server";

import { deliveriesCopy } from "@/content/settings";
import { ownerAction } from "@/lib/settings/owner-action";
import { retryDelivery } from "@/lib/settings/retry-delivery";

// A retry shows up in the deliveries list whatever its outcome.
export const retryWebhookDelivery = ownerAction(retryDelivery, {
  malformed: deliveriesCopy.notRetryable,
  changed: () => true,
});
