"use client";

import { useProgressiveAction } from "@/components/forms/use-progressive-action";
import { showFormToast } from "@/components/forms/toaster";
import { ownerToasts } from "@/content/settings";
import { initialFormState } from "@/lib/forms/state";
import { failed, type OwnerState } from "@/lib/settings/state";

type Action<S> = (previous: Awaited<S>, formData: FormData) => Promise<S>;

/**
 * An owner action as its forms use it (useProgressiveAction): each answer toasts as it arrives, not in an effect,
 * since a button whose row the answer removes (Retry now) unmounts first.
 */
export function useOwnerAction<S extends OwnerState>(
  action: Action<S>,
  precheck?: (previous: Awaited<S>, formData: FormData) => Promise<S | undefined>,
) {
  return useProgressiveAction<S>(action, initialFormState as Awaited<S>, {
    precheck,
    unreachable: (previous) => failed(ownerToasts.requestFailed, { values: previous.values }) as S,
    onAnswer: showFormToast,
  });
}
