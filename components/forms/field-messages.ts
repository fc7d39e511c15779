import type { FieldErrors, FieldValues } from "react-hook-form";

/** react-hook-form's errors as the server reports them: the first message per field. */
export function fieldMessages<T extends FieldValues>(errors: FieldErrors<T>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === "string") messages[field] = message;
  }
  return messages;
}
