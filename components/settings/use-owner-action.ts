"use client";

import { useProgressiveAction } from "@/components/forms/use-progressive-action";
import { showFormToast } from "@/components/forms/toaster";
import { webhookToasts } from "@/content/settings";
import { initialFormState } from "@/lib/forms/state";
import { failed, type SettingsState } from "@/lib/settings/state";

type Action = (previous: SettingsState, formData: FormData) => Promise<SettingsState>;

/**
 * A settings action as its forms use it (useProgressiveAction): each answer toasts as it arrives, not in an effect,
 * since a button whose row the answer removes (Retry now) unmounts first.
 */
export function useOwnerAction(action: Action) {
  return useProgressiveAction<SettingsState>(action, initialFormState, {
    unreachable: (previous) => failed(webhookToasts.requestFailed, { values: previous.values }),
    onAnswer: showFormToast,
  });
}
