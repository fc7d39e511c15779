import "server-only";
import { closeDb } from "@/lib/db";
import { errorText, logEvent } from "@/lib/log";
import { finishBeforeNextExits } from "@/lib/next-internals/exit-hook";
import { processSingleton } from "@/lib/process-singleton";
import { stopOutbox } from "@/lib/outbox/worker";
import { stopSweeper } from "@/lib/background";
import { flushVisits } from "@/lib/visits/queue";
import { logVisitTally } from "@/lib/visits/tally";

/** Inside docker stop's 10 s; longer attempts are retried after their lease. */
const ATTEMPT_GRACE_MS = 8_000;

/**
 * On SIGTERM/SIGINT no new job is claimed; once Next has closed the HTTP server, its exit waits until attempts under
 * way are recorded and the database is closed (PGlite flushes and frees its directory).
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
    finishBeforeNextExits(() =>
      attempts
        .then(flushVisits)
        .then(() => logVisitTally())
        .then(closeDb)
        .catch((error) => logEvent("error", "shutdown_close_failed", { error: errorText(error) }))
        .finally(() => logEvent("info", "shutdown_complete", { signal, ms: Date.now() - t0 })),
    );
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
}
