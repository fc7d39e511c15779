"use client";

import { useActionState } from "react";
import { toasts, type ToastMessage } from "@/content/forms";
import { initialFormState, type FormState } from "@/lib/forms/state";

type Action = (previous: FormState, formData: FormData) => Promise<FormState>;

/**
 * The server action twice: as the form's `action`, so the form posts without JavaScript, and wrapped for
 * scripted submits, so a request that fails (offline, server down) ends in the failure toast with the form
 * kept, instead of the error page.
 */
export function useSubmitAction(action: Action, failure: ToastMessage = toasts.submitFailed) {
  const [serverState, formAction] = useActionState(action, initialFormState);
  const [clientState, submit, pending] = useActionState(
    async (previous: FormState, formData: FormData): Promise<FormState> => {
      try {
        return await action(previous, formData);
      } catch (error) {
        console.error(error);
        return {
          status: "error",
          toast: { ...failure, variant: "destructive" },
          values: previous.values,
          at: Date.now(),
        };
      }
    },
    initialFormState,
  );
  return { state: clientState.status === "idle" ? serverState : clientState, formAction, submit, pending };
}
