"use client";

import { useEffect } from "react";
import { toast } from "sonner";
import type { FormState } from "@/lib/forms/state";

/** Shows the action's outcome as a toast each time a new result arrives. */
export function useFormToast(state: FormState) {
  useEffect(() => {
    if (!state.toast || !state.at) return;
    const { title, description, variant } = state.toast;
    if (variant === "destructive") toast.error(title, { description });
    else if (state.status === "success") toast.success(title, { description });
    else toast.warning(title, { description });
  }, [state.at, state.toast, state.status]);
}
