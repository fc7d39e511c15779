"use client";

import { startTransition, useActionState, type FormEvent } from "react";
import { showFormToast } from "@/components/forms/use-form-toast";
import { webhookToasts } from "@/content/settings";
import { failed, initialSettingsState, type SettingsState } from "@/lib/settings/result";

type Action = (previous: SettingsState, formData: FormData) => Promise<SettingsState>;

/**
 * A settings action twice, like the lead forms: `formAction` for the form (posts without JavaScript), and
 * `submit` for scripted submits, where a request that never arrives ends in a toast instead of the error page.
 */
export function useOwnerAction(action: Action) {
  const [serverState, formAction] = useActionState(action, initialSettingsState);
  const [clientState, submit, pending] = useActionState(
    async (previous: SettingsState, formData: FormData): Promise<SettingsState> => {
      let result: SettingsState;
      try {
        result = await action(previous, formData);
      } catch (error) {
        console.error(error);
        result = failed(webhookToasts.requestFailed, { values: previous.values });
      }
      // Toasted here, not in an effect: a button whose row the result removes (Retry now) unmounts first.
      showFormToast(result);
      return result;
    },
    initialSettingsState,
  );
  const state = clientState.status === "idle" ? serverState : clientState;
  return { state, formAction, submit, pending };
}

/** onSubmit for a form whose action is `formAction`: with JavaScript, post the same data through `submit`. */
export function submitWith(submit: (data: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => submit(data));
  };
}
