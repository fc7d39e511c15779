import type { ToastMessage } from "@/content/forms";
import type { FormState } from "@/lib/forms/state";

/** A settings action's outcome; `secret` is set only by an explicit reveal; `intent` names the button used. */
export type SettingsState = FormState & { secret?: string; intent?: "save" | "test" };

export const succeeded = (toast: ToastMessage, extra: Partial<SettingsState> = {}): SettingsState => ({
  status: "success",
  toast,
  at: Date.now(),
  ...extra,
});

export const failed = (toast: ToastMessage, extra: Partial<SettingsState> = {}): SettingsState => ({
  status: "error",
  toast: { ...toast, variant: "destructive" },
  at: Date.now(),
  ...extra,
});
