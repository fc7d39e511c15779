"use client";

import { useEffect } from "react";
import { toast } from "sonner";
import type { FormState } from "@/lib/forms/state";

/** Shows an action's outcome as a toast; sonner's store is global, so it works after the caller unmounts. */
export function showFormToast(state: FormState) {
  if (!state.toast) return;
  const { title, description, variant } = state.toast;
  if (variant === "destructive") toast.error(title, { description });
  else if (state.status === "success") toast.success(title, { description });
  else toast.warning(title, { description });
}

/** Shows the action's outcome as a toast each time a new result arrives. */
export function useFormToast(state: FormState) {
  useEffect(() => {
    if (state.at) showFormToast(state);
  }, [state.at, state.toast, state.status]); // eslint-disable-line react-hooks/exhaustive-deps
}
