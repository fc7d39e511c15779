import type { ToastMessage } from "@/content/forms";
import type { FormState } from "@/lib/forms/state";

/** An owner action's answer: a toast, field errors and echoed values; each action's own type adds what it reports. */
export type OwnerState = FormState;

type Extra<X> = Partial<FormState> & X;

export const succeeded = <X extends object = object>(toast: ToastMessage, extra?: Extra<X>) =>
  ({ status: "success", toast, at: Date.now(), ...extra }) as FormState & X;

export const failed = <X extends object = object>(toast: ToastMessage, extra?: Extra<X>) =>
  ({ status: "error", toast: { ...toast, variant: "destructive" }, at: Date.now(), ...extra }) as FormState &
    X;
