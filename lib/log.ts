/**
 * The one logger: each event the app reports is one JSON object per line, for machines to read. Events carry ids
 * (lead, job, submission, a hashed address), never names, emails or message text. (The framework's own messages
 * are printed as Next prints them.)
 */
export function logEvent(
  level: "info" | "warn" | "error",
  event: string,
  data: Record<string, unknown> = {},
) {
  console[level](JSON.stringify({ event, ...data }));
}

/**
 * An error as one short line. A failed query's error repeats the query's parameters (a visitor's name and
 * email), so a database error is told by its code and PostgreSQL's message only.
 */
export function errorText(error: unknown, max = 300): string {
  const cause = (error as { cause?: unknown } | null)?.cause;
  const database =
    cause && typeof cause === "object" && "code" in cause
      ? (cause as { code?: unknown; message?: unknown })
      : null;
  const text = database
    ? `database error ${String(database.code)}: ${String(database.message)}`
    : error instanceof Error
      ? `${error.name}: ${error.message}`
      : String(error);
  return redactEmails((text.split(/\n|\bparams: /)[0] ?? "").replace(/\s+/g, " ").trim()).slice(0, max);
}

/** Providers' error messages may quote the address they refused. */
export function redactEmails(text: string): string {
  return text.replace(/[^\s"'<>()[\],;:]+@[^\s"'<>()[\],;:]+/g, "[email]");
}
