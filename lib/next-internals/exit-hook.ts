import "server-only";
// Depends on Next 16.4's server (next/dist/server/lib/start-server.js) handling SIGTERM and SIGINT itself: it closes
// the HTTP server, waits for requests under way and their `after()` work, then calls process.exit(143 or 130).
// Nothing public runs after that, so our last work runs inside that exit call.

/** Runs `finish` when Next exits after a shutdown signal, then exits with Next's code; a second exit call waits too. */
export function finishBeforeNextExits(finish: () => Promise<void>): void {
  const exit = process.exit.bind(process);
  let exiting = false;
  process.exit = ((code?: number) => {
    if (exiting) return;
    exiting = true;
    void finish().finally(() => exit(code));
  }) as typeof process.exit;
}
