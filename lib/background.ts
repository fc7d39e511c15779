import "server-only";
import type { Database } from "@/lib/db/open";
import { kickOutbox, type OwnerIds } from "@/lib/outbox/loop";
import { processSingleton } from "@/lib/process-singleton";
import { purgeIfDue } from "@/lib/retention";

const sweeper = processSingleton("outbox.sweeper", (): { timer?: NodeJS.Timeout } => ({}));

/** Kicks the loop every 15 s (retries, and what a restart or outage missed); the hourly purge rides along. */
export function startSweeper(getDb: () => Promise<Database>, webhookOwners?: OwnerIds): void {
  if (sweeper.timer) return;
  const sweep = () => {
    void kickOutbox(getDb, webhookOwners);
    void getDb().then(purgeIfDue, () => undefined);
  };
  sweeper.timer = setInterval(sweep, 15_000);
  sweeper.timer.unref();
  sweep();
}

export const stopSweeper = () => clearInterval(sweeper.timer);
