import "server-only";
import type { Database } from "@/lib/db/open";
import { processSingleton } from "@/lib/process-singleton";
import { purgeIfDue } from "@/lib/retention";
import { kickOutbox } from "./loop";

export const SWEEP_INTERVAL_MS = 15_000;

const sweeper = processSingleton("outbox.sweeper", (): { timer?: NodeJS.Timeout } => ({}));

/**
 * Kicks the delivery loop every 15 s inside a long-running Node server: retries come due, and anything a
 * submission's own kick missed (a restart, a database outage) is picked up. The hourly retention purge rides
 * along. Started once per process.
 */
export function startSweeper(
  getDb: () => Promise<Database>,
  webhookOwners?: (db: Database) => Promise<readonly string[]>,
): void {
  if (sweeper.timer) return;
  const sweep = () => {
    void kickOutbox(getDb, webhookOwners);
    void getDb().then(purgeIfDue, () => undefined);
  };
  sweeper.timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweeper.timer.unref();
  sweep();
}

export function stopSweeper(): void {
  clearInterval(sweeper.timer);
}
