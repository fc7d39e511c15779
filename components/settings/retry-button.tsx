"use client";

import { Button } from "@/components/ui/button";
import { deliveriesCopy as copy } from "@/content/settings";
import { retryWebhookDelivery } from "@/app/settings/actions";
import { useOwnerAction } from "./use-owner-action";

export function RetryButton({ jobId }: { jobId: string }) {
  const { state, form, pending } = useOwnerAction(retryWebhookDelivery);
  return (
    <form {...form} className="space-y-1">
      <input type="hidden" name="jobId" value={jobId} />
      <Button type="submit" size="sm" variant="secondary" disabled={pending}>
        {pending ? copy.retrying : copy.retry}
      </Button>
      {state.toast && state.status === "error" && (
        <p role="alert" className="text-xs text-danger">
          {state.toast.description}
        </p>
      )}
    </form>
  );
}
