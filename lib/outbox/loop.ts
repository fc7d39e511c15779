import type { Database } from "@/lib/db/open";
import { errorText, logEvent } from "@/lib/log";
import { processSingleton } from "@/lib/process-singleton";
import { drainOutbox, type DrainOptions } from "./worker";

/** Attempts under way at once in the background loop. */
export const LOOP_CONCURRENCY = 8;
const LOOP_BUDGET_MS = 60_000;

type Loop = { running?: Promise<void>; again: boolean; webhookOwners?: DrainOptions["webhookOwners"] };

/**
 * Asks this process's one delivery loop to run. Each stored lead and each sweep kicks it; kicks while it runs
 * make it go round once more, so a burst of submissions shares one loop instead of starting one drain each.
 * The kick that starts the loop gets its promise (so `after()` keeps a serverless function alive until the work
 * is done); later kicks return at once, so a burst of requests is not held in memory until the loop ends.
 * `webhookOwners` (the app's currentOwnerIds): webhooks of anyone else are not sent.
 */
export function kickOutbox(
  getDb: () => Promise<Database>,
  webhookOwners?: (db: Database) => Promise<readonly string[]>,
): Promise<void> {
  const loop = processSingleton("outbox.loop", (): Loop => ({ again: false }));
  loop.again = true;
  if (loop.running) return Promise.resolve();
  loop.running = (async () => {
    try {
      while (loop.again) {
        loop.again = false;
        const db = await getDb();
        await drainOutbox(db, {
          budgetMs: LOOP_BUDGET_MS,
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
