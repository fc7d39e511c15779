import "server-only";
/** One JSON object per line; events carry ids (lead, job, hashed address), never names, emails or message text. */
export function logEvent(
  level: "info" | "warn" | "error",
  event: string,
  data: Record<string, unknown> = {},
) {
  console[level](JSON.stringify({ event, ...data }));
}

/** An error in one short line; a database error by code and message only (its query parameters are personal). */
export function errorText(error: unknown, max = 300): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const text =
    cause && typeof cause === "object" && "code" in cause
      ? `database error ${String(cause.code)}: ${String(cause.message)}`
      : error instanceof Error
        ? `${error.name}: ${error.message}`
        : String(error);
  return redactEmails((text.split(/\n|\bparams: /)[0] ?? "").replace(/\s+/g, " ").trim()).slice(0, max);
}

/** Providers' error messages may quote the address they refused. */
export function redactEmails(text: string): string {
  return text.replace(/[^\s"'<>()[\],;:]+@[^\s"'<>()[\],;:]+/g, "[email]");
}
