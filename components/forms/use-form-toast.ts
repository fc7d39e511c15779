"use client";

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
