import { toasts, type ToastMessage } from "@/content/forms";
import { INVALID_EMAIL, INVALID_PHONE } from "./fields";

/** Names a mistyped email or phone when that is the only problem; otherwise the form's own message. */
export function invalidToast(fieldErrors: Record<string, unknown>, fallback: ToastMessage): ToastMessage {
  const messages = Object.values(fieldErrors).filter((m) => typeof m === "string" && m !== "");
  if (!messages.length || !messages.every((m) => m === INVALID_EMAIL || m === INVALID_PHONE)) return fallback;
  if (messages.includes(INVALID_EMAIL)) return toasts.invalidEmail;
  return toasts.invalidPhone;
}
