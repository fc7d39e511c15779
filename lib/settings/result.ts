import { webhookToasts } from "@/content/settings";
import type { ToastMessage } from "@/content/forms";
import type { Owner, OwnerCheck } from "@/lib/auth/types";
import type { Database } from "@/lib/db/open";
import type { FormState } from "@/lib/forms/state";
import type { PersonSummary } from "@/lib/privacy/find";
import { errorText, logEvent } from "@/lib/log";

/**
 * A settings action's outcome; `secret` is set only by an explicit reveal; `intent` names the button used; `person`
 * is what a privacy request found, `erased` that one was carried out.
 */
export type SettingsState = FormState & {
  secret?: string;
  intent?: "save" | "test";
  person?: { query: string; summary: PersonSummary };
  erased?: boolean;
};

export type OwnerTask = (db: Database, check: OwnerCheck, formData: FormData) => Promise<SettingsState>;

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

type Failure = {
  event: string;
  toast?: ToastMessage | ((error: unknown) => ToastMessage);
  values?: Record<string, string>;
};

/** The owner check of every settings task; a task that throws is logged as `event` and answered with `toast`. */
export async function asOwner(
  check: OwnerCheck,
  { event, toast = webhookToasts.requestFailed, values }: Failure,
  task: (owner: Owner) => Promise<SettingsState>,
): Promise<SettingsState> {
  if (!check.ok) return failed(webhookToasts.notAuthenticated);
  try {
    return await task(check.owner);
  } catch (error) {
    logEvent("error", event, { error: errorText(error) });
    return failed(typeof toast === "function" ? toast(error) : toast, values && { values });
  }
}
