import type { Instrumentation } from "next";
import { errorText, logEvent } from "@/lib/log";
import { refusedByNext } from "@/lib/next-internals/refused-request";

/** Runs once per server process: open and migrate the database, start the outbox sweeper, stop gracefully. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Build workers are separate processes; they must never open the embedded database.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // Before anything reads a setting: a bad one stops the server here, named, instead of failing every request.
  (await import("@/lib/config/startup")).checkConfigurationAtStart();
  // No client may fill the log: each gets a few lines a minute, the rest are counted.
  (await import("@/lib/log-allowance")).limitLogLines(
    console,
    (await import("@/lib/env")).env().LOG_LINES_PER_MINUTE,
  );
  const { getDb } = await import("@/lib/db");
  (await import("@/lib/shutdown")).installGracefulShutdown();
  try {
    const db = await getDb();
    logEvent("info", "database_ready", { driver: db.driver });
    await (await import("@/lib/outbox/unsent")).sendUnsentOwnerEmails(db);
  } catch (error) {
    // The server still starts: /api/health says 503 and every request retries the connection until it is back.
    logEvent("error", "database_unavailable", { error: errorText(error) });
  }
  await import("@/lib/auth/dev-owner").then((auth) => auth.ensureDevOwner());
  logEvent("info", "email_transport", { transport: (await import("@/lib/env")).emailTransport() });
  const { startSweeper } = await import("@/lib/background");
  const { currentOwnerIds } = await import("@/lib/auth/current-owners");
  startSweeper(getDb, currentOwnerIds);
}

/** One JSON line per failed request; the path carries no personal data, the message is capped. */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const { digest, message } = (error ?? {}) as { digest?: string; message?: string };
  const path = request.path.split("?")[0];
  // A forged request Next answered with its own 500: a warning, without the body or a message that may quote it.
  const refused = refusedByNext(error, request, context);
  if (refused) {
    logEvent("warn", "request_refused", {
      reason: refused,
      method: request.method,
      path,
      digest: digest ?? null,
    });
    return;
  }
  logEvent("error", "request_error", {
    method: request.method,
    path,
    route: context.routePath,
    routeType: context.routeType,
    digest: digest ?? null,
    message: String(message ?? error).slice(0, 300),
  });
};
