"use client";

import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { signingSecretCopy as copy } from "@/content/settings";
import { rotateSecret } from "@/app/settings/actions";
import { useOwnerAction } from "./use-owner-action";

/** Rotation breaks receivers until they are updated, so it sits behind a second, explicit step. */
export function RotateSecret() {
  const { state, form, pending } = useOwnerAction(rotateSecret);
  return (
    <div className="space-y-3">
      <FormAlert state={state} />
      <details className="max-w-xl rounded-lg border border-border">
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
