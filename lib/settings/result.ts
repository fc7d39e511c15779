import { webhookToasts } from "@/content/settings";
import type { ToastMessage } from "@/content/forms";
import type { FormState } from "@/lib/forms/state";
import { errorText, logEvent } from "@/lib/log";

/** A settings action's outcome; `secret` is set only by an explicit reveal; `intent` names the button used. */
export type SettingsState = FormState & { secret?: string; intent?: "save" | "test" };

export const initialSettingsState: SettingsState = { status: "idle" };

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

/** Every action answers this, and touches nothing, when there is no signed-in owner. */
export const notAuthenticated = (): SettingsState => failed(webhookToasts.notAuthenticated);

export const logError = (event: string, error: unknown) => logEvent("error", event, { error: errorText(error) });
