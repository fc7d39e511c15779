import { toasts, type ToastMessage } from "@/content/forms";
import { INVALID_EMAIL, INVALID_PHONE } from "./fields";

/**
 * The toast for a form that did not pass: when the only problems are a filled-in email or phone of the wrong shape,
 * it says so; otherwise the form's own message (missing answers). Used by the browser and the server alike.
 */
export function invalidToast(fieldErrors: Record<string, unknown>, fallback: ToastMessage): ToastMessage {
  const messages = Object.values(fieldErrors).filter((m) => typeof m === "string" && m !== "");
  if (!messages.length || !messages.every((m) => m === INVALID_EMAIL || m === INVALID_PHONE)) return fallback;
  if (messages.includes(INVALID_EMAIL)) return toasts.invalidEmail;
  return toasts.invalidPhone;
}
