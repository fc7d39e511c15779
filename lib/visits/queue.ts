import "server-only";
import { getDb } from "@/lib/db";
import { errorText, logEvent } from "@/lib/log";
import { processSingleton } from "@/lib/process-singleton";
import { countVisits, type Visit } from "./count";
import { tallyCounted, tallyDrop } from "./tally";

/** Reports are written together every this many milliseconds: a few statements per batch, not per report. */
const FLUSH_MS = 200;
/** Waiting past this (the database is behind), further reports are dropped, not queued. */
const MAX_QUEUED = 5000;

const queue = processSingleton("visit-queue", () => ({
  visits: [] as Visit[],
  timer: undefined as NodeJS.Timeout | undefined,
  writing: Promise.resolve(),
}));

/** Queues a report for the next batch; false when the queue is full and it was dropped (receive.ts tallies it). */
export function queueVisit(visit: Visit): boolean {
  if (queue.visits.length >= MAX_QUEUED) return false;
  queue.visits.push(visit);
  queue.timer ??= setTimeout(() => void flushVisits(), FLUSH_MS);
  return true;
}

/** Writes what is queued (also on shutdown); failures are logged, never thrown. */
export function flushVisits(): Promise<void> {
  clearTimeout(queue.timer);
  queue.timer = undefined;
  const batch = queue.visits.splice(0);
  if (batch.length === 0) return queue.writing;
  queue.writing = queue.writing.then(async () => {
    try {
      const { counted, folded, overAllowance } = await countVisits(await getDb(), batch);
      tallyCounted(counted, folded);
      if (overAllowance) tallyDrop("over_allowance", overAllowance);
    } catch (error) {
      logEvent("error", "visits_not_counted", { visits: batch.length, error: errorText(error) });
    }
  });
  return queue.writing;
}
