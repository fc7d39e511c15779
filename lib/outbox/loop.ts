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
 * Asks this process's one delivery loop to run; kicks while it runs make it go round once more, so a burst of
 * submissions shares one loop. Only the kick that starts it gets its promise (so `after()` keeps a serverless
 * function alive until the work is done); later kicks return at once. `webhookOwners` (the app's
 * currentOwnerIds): webhooks of anyone else are not sent.
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

/**
 * Kicks the loop every 15 s in a long-running server, so retries come due and anything a submission's own kick
 * missed (a restart, a database outage) is picked up; the hourly retention purge rides along.
 */
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
