import type { Database } from "@/lib/db/open";
import { drainOutbox, stopOutbox } from "./worker";

export const SWEEP_INTERVAL_MS = 15_000;

const globalForSweeper = globalThis as unknown as { outboxSweeper?: NodeJS.Timeout };

/**
 * Delivers due jobs every 15 s inside a long-running Node server (retries, and anything `after()` missed).
 * Started once per process; on SIGTERM it stops claiming and lets attempts under way finish.
 */
export function startSweeper(getDb: () => Promise<Database>): void {
  if (globalForSweeper.outboxSweeper) return;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      await drainOutbox(await getDb(), { budgetMs: SWEEP_INTERVAL_MS * 4 });
    } catch (error) {
      console.error(JSON.stringify({ event: "outbox_sweep_failed", error: String(error).slice(0, 300) }));
    } finally {
      running = false;
    }
  };
  globalForSweeper.outboxSweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
  globalForSweeper.outboxSweeper.unref();
  void sweep();
  process.once("SIGTERM", () => {
    clearInterval(globalForSweeper.outboxSweeper);
    void stopOutbox();
  });
}
