import type { Database } from "@/lib/db/open";
import { purgeIfDue } from "@/lib/retention";
import { kickOutbox } from "./loop";

export const SWEEP_INTERVAL_MS = 15_000;

const globalForSweeper = globalThis as unknown as { outboxSweeper?: NodeJS.Timeout };

/**
 * Kicks the delivery loop every 15 s inside a long-running Node server: retries come due, and anything a
 * submission's own kick missed (a restart, a database outage) is picked up. The hourly retention purge rides
 * along. Started once per process.
 */
export function startSweeper(
  getDb: () => Promise<Database>,
  webhookOwners?: (db: Database) => Promise<readonly string[]>,
): void {
  if (globalForSweeper.outboxSweeper) return;
  const sweep = () => {
    void kickOutbox(getDb, webhookOwners);
    void getDb().then(purgeIfDue, () => undefined);
  };
  globalForSweeper.outboxSweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
  globalForSweeper.outboxSweeper.unref();
  sweep();
}

export function stopSweeper(): void {
  clearInterval(globalForSweeper.outboxSweeper);
}
