import "server-only";
import { ownerToasts } from "@/content/settings";
import type { ToastMessage } from "@/content/forms";
import type { Owner, OwnerCheck } from "@/lib/auth/types";
import type { Database } from "@/lib/db/open";
import { errorText, logEvent } from "@/lib/log";
import { failed, type OwnerState } from "./state";

/** The work of one owner action, given the database, who is signed in and the form; `S`: its own answer type. */
export type OwnerTask<S extends OwnerState = OwnerState> = (
  db: Database,
  check: OwnerCheck,
  formData: FormData,
) => Promise<S>;

type Failure = {
  event: string;
  toast?: ToastMessage | ((error: unknown) => ToastMessage);
  values?: Record<string, string>;
};

/** The owner check of every settings task; a task that throws is logged as `event` and answered with `toast`. */
export async function asOwner<S extends OwnerState>(
  check: OwnerCheck,
  { event, toast = ownerToasts.requestFailed, values }: Failure,
  task: (owner: Owner) => Promise<S>,
): Promise<S> {
  // A failure carries nothing an action adds: every addition is optional.
  if (!check.ok) return failed(ownerToasts.notAuthenticated) as S;
  try {
    return await task(check.owner);
  } catch (error) {
    logEvent("error", event, { error: errorText(error) });
    return failed(typeof toast === "function" ? toast(error) : toast, values && { values }) as S;
  }
}
