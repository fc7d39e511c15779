import "server-only";
import { webhookToasts } from "@/content/settings";
import type { ToastMessage } from "@/content/forms";
import type { Owner, OwnerCheck } from "@/lib/auth/types";
import type { Database } from "@/lib/db/open";
import { errorText, logEvent } from "@/lib/log";
import { failed, type SettingsState } from "./state";

export type OwnerTask = (db: Database, check: OwnerCheck, formData: FormData) => Promise<SettingsState>;

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
