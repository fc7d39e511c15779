import "server-only";
import { revalidatePath } from "next/cache";
import type { ToastMessage } from "@/content/forms";
import { webhookToasts } from "@/content/settings";
import { getOwner, SETTINGS_PATH } from "@/lib/auth";
import type { OwnerCheck } from "@/lib/auth/types";
import { getDb } from "@/lib/db";
import type { Database } from "@/lib/db/open";
import { isFormData } from "@/lib/forms/form-data";
import { errorText, logEvent } from "@/lib/log";
import { failed, type SettingsState } from "./result";

type OwnerTask = (db: Database, check: OwnerCheck, formData: FormData) => Promise<SettingsState>;

type Options = {
  /** The answer to a post that is not form data (only a forged request sends one). */
  malformed: ToastMessage;
  /** Whether /settings shows something new after this result (re-rendered for the next visit). */
  changed?: (result: SettingsState) => boolean;
};

/**
 * Every owner action, one way, top to bottom: the post must be form data; the owner of this request is looked up
 * once and handed to the task, whose `asOwner` refuses anyone else; a database that cannot be opened is an error
 * toast, not a 500; /settings is re-rendered when the result changed it.
 */
export function ownerAction(task: OwnerTask, { malformed, changed = () => false }: Options) {
  return async (_previous: SettingsState, formData: FormData): Promise<SettingsState> => {
    if (!isFormData(formData)) return failed(malformed);
    const check = await getOwner();
    let db: Database;
    try {
      db = await getDb();
    } catch (error) {
      logEvent("error", "owner_action_failed", { error: errorText(error) });
      return failed(webhookToasts.requestFailed);
    }
    const result = await task(db, check, formData);
    if (check.ok && changed(result)) revalidatePath(SETTINGS_PATH);
    return result;
  };
}
