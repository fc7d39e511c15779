import "server-only";
import { closeDb } from "@/lib/db";
import { errorText, logEvent } from "@/lib/log";
import { processSingleton } from "@/lib/process-singleton";
import { stopOutbox } from "@/lib/outbox/worker";
import { stopSweeper } from "@/lib/outbox/loop";

/** Inside docker stop's 10 s; longer attempts are retried after their lease. */
const ATTEMPT_GRACE_MS = 8_000;

/**
 * On SIGTERM/SIGINT Next closes the HTTP server, then calls process.exit: that exit waits until attempts under way
 * are recorded and the database is closed (PGlite flushes and frees its directory). No new job is claimed.
 */
export function installGracefulShutdown(): void {
  const installed = processSingleton("shutdown", () => ({ done: false }));
  if (installed.done) return;
  installed.done = true;
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    const t0 = Date.now();
    logEvent("info", "shutdown_started", { signal });
    stopSweeper();
    const attempts = stopOutbox(ATTEMPT_GRACE_MS);
    const exit = process.exit.bind(process);
    let exiting = false;
    process.exit = ((code?: number) => {
      if (exiting) return;
      exiting = true;
      void attempts
        .then(closeDb)
        .catch((error) => logEvent("error", "shutdown_close_failed", { error: errorText(error) }))
        .finally(() => {
          logEvent("info", "shutdown_complete", { signal, ms: Date.now() - t0 });
          exit(code);
        });
    }) as typeof process.exit;
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
}
