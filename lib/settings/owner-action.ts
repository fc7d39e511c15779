import "server-only";
import { revalidatePath } from "next/cache";
import type { ToastMessage } from "@/content/forms";
import { webhookToasts } from "@/content/settings";
import { getOwner, SETTINGS_PATH } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { isFormData } from "@/lib/forms/form-data";
import { errorText, logEvent } from "@/lib/log";
import type { OwnerTask } from "./result";
import { failed, type SettingsState } from "./state";

type Options = {
  /** The answer to a post that is not form data (only a forged request sends one). */
  malformed: ToastMessage;
  /** Whether /settings shows something new after this result (re-rendered for the next visit). */
  changed?: (result: SettingsState) => boolean;
  /** The change shows on pages under /settings too (a lead's own page), not only on /settings. */
  layout?: boolean;
};

/** Every owner action: form data only, the owner looked up once for the task, a database down is a toast, not a 500. */
export function ownerAction(task: OwnerTask, { malformed, changed = () => false, layout = false }: Options) {
  return async (_previous: SettingsState, formData: FormData): Promise<SettingsState> => {
    if (!isFormData(formData)) return failed(malformed);
    const ready = await Promise.all([getOwner(), getDb()]).catch((error: unknown) => {
      logEvent("error", "owner_action_failed", { error: errorText(error) });
    });
    if (!ready) return failed(webhookToasts.requestFailed);
    const [check, db] = ready;
    const result = await task(db, check, formData);
    if (check.ok && changed(result)) revalidatePath(SETTINGS_PATH, layout ? "layout" : undefined);
    return result;
  };
}
