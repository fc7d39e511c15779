import "server-only";
import type { Database } from "@/lib/db/open";
import { errorText, logEvent } from "@/lib/log";
import { processSingleton } from "@/lib/process-singleton";
import { drainOutbox } from "./worker";

/** Attempts under way at once in the background loop. */
export const LOOP_CONCURRENCY = 8;

export type OwnerIds = (db: Database) => Promise<readonly string[]>;
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
