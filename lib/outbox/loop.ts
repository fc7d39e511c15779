import "server-only";
import type { Database } from "@/lib/db/open";
import { errorText, logEvent } from "@/lib/log";
import { processSingleton } from "@/lib/process-singleton";
import { purgeIfDue } from "@/lib/retention";
import { drainOutbox } from "./worker";

/** Attempts under way at once in the background loop. */
export const LOOP_CONCURRENCY = 8;

type OwnerIds = (db: Database) => Promise<readonly string[]>;
type Loop = { running?: Promise<void>; again: boolean };

/**
 * Runs this process's one delivery loop; a kick while it runs makes it go round once more, so a burst shares it.
 * Only the starting kick gets its promise (for `after()` on serverless); later ones return at once.
 */
export function kickOutbox(getDb: () => Promise<Database>, webhookOwners?: OwnerIds): Promise<void> {
  const loop = processSingleton("outbox.loop", (): Loop => ({ again: false }));
  loop.again = true;
  if (loop.running) return Promise.resolve();
  loop.running = (async () => {
    try {
      while (loop.again) {
        loop.again = false;
        const db = await getDb();
        await drainOutbox(db, {
          budgetMs: 60_000,
          concurrency: LOOP_CONCURRENCY,
          yieldToRequests: true,
          webhookOwners: webhookOwners && (() => webhookOwners(db)),
        });
      }
    } catch (error) {
      logEvent("error", "outbox_run_failed", { error: errorText(error) });
    } finally {
      loop.running = undefined;
    }
  })();
  return loop.running;
}

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
