import type { ToastMessage } from "@/content/forms";
import type { FormState } from "@/lib/forms/state";
import type { PersonSummary } from "@/lib/privacy/find";

/**
 * A settings action's outcome; `secret` is set only by an explicit reveal; `intent` names the button used; `person`
 * is what a privacy request found, `erased` that one was carried out; `statusChanged` that a lead's status moved
 * ("queued": with deliveries to send).
 */
export type SettingsState = FormState & {
  secret?: string;
  intent?: "save" | "test";
  person?: { query: string; summary: PersonSummary };
  erased?: boolean;
  statusChanged?: boolean | "queued";
};

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
