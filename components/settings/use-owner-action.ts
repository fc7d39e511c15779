"use client";

import { startTransition, useActionState, type FormEvent } from "react";
import { showFormToast } from "@/components/forms/toaster";
import { webhookToasts } from "@/content/settings";
import { initialFormState } from "@/lib/forms/state";
import { failed, type SettingsState } from "@/lib/settings/result";

type Action = (previous: SettingsState, formData: FormData) => Promise<SettingsState>;

/**
 * A settings action twice, like the lead forms: the form's `action` posts without JavaScript; with it, `onSubmit`
 * posts the same data through a client call, where a request that never arrives ends in a toast, not the error page.
 */
export function useOwnerAction(action: Action) {
  const [serverState, formAction] = useActionState<SettingsState, FormData>(action, initialFormState);
  const call = async (previous: SettingsState, formData: FormData) => {
    const result = await action(previous, formData).catch((error: unknown) => {
      console.error(error);
      return failed(webhookToasts.requestFailed, { values: previous.values });
    });
    // Toasted here, not in an effect: a button whose row the result removes (Retry now) unmounts first.
    showFormToast(result);
    return result;
  };
  const [clientState, submit, pending] = useActionState<SettingsState, FormData>(call, initialFormState);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => submit(data));
  };
  const state = clientState.status === "idle" ? serverState : clientState;
  return { state, pending, form: { action: formAction, onSubmit } };
}
