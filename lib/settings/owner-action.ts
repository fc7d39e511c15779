import "server-only";
import { revalidatePath } from "next/cache";
import type { ToastMessage } from "@/content/forms";
import { ownerToasts } from "@/content/settings";
import { getOwner, SETTINGS_PATH } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { isFormData } from "@/lib/forms/form-data";
import { errorText, logEvent } from "@/lib/log";
import type { OwnerTask } from "./result";
import { failed, type OwnerState } from "./state";

type Options<S extends OwnerState> = {
  /** The answer to a post that is not form data (only a forged request sends one). */
  malformed: ToastMessage;
  /** Whether the owner's pages show something new after this result (re-rendered for the next visit). */
  changed?: (result: S) => boolean;
  /** The page that shows the change; `layout`: and every page under it. */
  path?: string;
  layout?: boolean;
};

/**
 * Every owner action: form data only, the owner looked up once for the task, a database down is a toast, not a 500.
 * Each action answers with its own state type.
 */
export function ownerAction<S extends OwnerState>(
  task: OwnerTask<S>,
  { malformed, changed = () => false, path = SETTINGS_PATH, layout = false }: Options<S>,
) {
  return async (_previous: S, formData: FormData): Promise<S> => {
    if (!isFormData(formData)) return failed(malformed) as S;
    const ready = await Promise.all([getOwner(), getDb()]).catch((error: unknown) => {
      logEvent("error", "owner_action_failed", { error: errorText(error) });
    });
    if (!ready) return failed(ownerToasts.requestFailed) as S;
    const [check, db] = ready;
    const result = await task(db, check, formData);
    if (check.ok && changed(result)) revalidatePath(path, layout ? "layout" : undefined);
    return result;
  };
}
