"use client";

import { useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { deliveriesCopy, signingSecretCopy as copy } from "@/content/settings";
import { retryWebhookDelivery } from "@/lib/settings/deliveries/actions";
import { revealSecret, rotateSecret } from "@/lib/settings/webhook/actions";
import { useOwnerAction } from "./use-owner-action";

/** The masked secret; the real one only after the owner asks (the parent remounts this when it rotates). */
export function RevealSecret({ masked }: { masked: string }) {
  const { state, form, pending } = useOwnerAction(revealSecret);
  const [hiddenAt, setHiddenAt] = useState<number>();
  const hydrated = useHydrated();
  const secret = state.secret && state.at !== hiddenAt ? state.secret : undefined;

  const copySecret = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(copy.copied.title, { description: copy.copied.description });
    } catch {
      toast.error(copy.copyFailed.title, { description: copy.copyFailed.description });
    }
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      {/* Revealed, it takes focus: after a post without JavaScript the page opens here, not at its top. */}
      <code
        key={secret ? state.at : "masked"}
        {...(secret && { tabIndex: -1, autoFocus: true })}
        id="signing-secret"
        aria-label={copy.title}
        className="min-w-0 rounded-lg border border-border bg-muted px-3 py-2 font-mono text-sm break-all text-foreground"
      >
        {secret ?? masked}
      </code>
      <div className="flex shrink-0 gap-2">
        {secret ? (
          hydrated && (
            <>
              <Button size="sm" variant="secondary" onClick={copySecret}>
                {copy.copy}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setHiddenAt(state.at)}>
                {copy.hide}
              </Button>
            </>
          )
        ) : (
          <form {...form}>
            <Button
              type="submit"
              size="sm"
              variant="secondary"
              disabled={pending}
              aria-controls="signing-secret"
            >
              {pending ? copy.revealing : copy.reveal}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}

/** Rotation breaks receivers until they are updated, so it sits behind a second, explicit step. */
export function RotateSecret() {
  const { state, form, pending } = useOwnerAction(rotateSecret);
  return (
    <div className="space-y-3">
      <FormAlert state={state} focus />
      <details className="w-fit max-w-xl rounded-lg border border-border">
        <summary className="cursor-pointer list-none rounded-lg px-3 py-2 text-sm font-semibold text-foreground hover:bg-muted [&::-webkit-details-marker]:hidden">
          {copy.rotate}
        </summary>
        <div className="space-y-3 border-t border-border p-3">
          <p className="text-sm text-muted-foreground">{copy.rotateWarning}</p>
          <form {...form}>
            <Button
              type="submit"
              size="sm"
              disabled={pending}
              className="bg-danger text-white hover:bg-danger/90 dark:text-background"
            >
              {pending ? copy.rotating : copy.rotateConfirm}
            </Button>
          </form>
        </div>
      </details>
    </div>
  );
}

/**
 * Retry now for a delivery that failed for good (`dead`). Mounted on every row, so the answer to a post without
 * JavaScript still shows in the row once the delivery is queued again (and its button gone); it takes focus there.
 */
export function RetryButton({ jobId, dead }: { jobId: string; dead: boolean }) {
  const { state, form, pending } = useOwnerAction(retryWebhookDelivery);
  const answered = state.toast && state.status !== "idle";
  if (!dead && !answered) return null;
  return (
    <form {...form} className="mt-2 space-y-1">
      <input type="hidden" name="jobId" value={jobId} />
      {dead && (
        <Button type="submit" size="sm" variant="secondary" disabled={pending}>
          {pending ? deliveriesCopy.retrying : deliveriesCopy.retry}
        </Button>
      )}
      {answered && (
        <p
          key={state.at}
          role={state.status === "error" ? "alert" : "status"}
          tabIndex={-1}
          autoFocus
          className={`text-xs outline-none ${state.status === "error" ? "text-danger" : "text-muted-foreground"}`}
        >
          {state.toast!.description}
        </p>
      )}
    </form>
  );
}
