import "server-only";
import { logEvent } from "@/lib/log";
import { processSingleton } from "@/lib/process-singleton";
import { DROP_REASONS, type DropReason } from "./ingest";

/** One line at most this often, however many reports come: a stranger's flood cannot fill the log. */
export const TALLY_EVERY_MS = 60_000;

const emptyDrops = () =>
  Object.fromEntries(DROP_REASONS.map((reason) => [reason, 0])) as Record<DropReason, number>;

const tally = processSingleton("visit-tally", () => ({
  counted: 0,
  folded: 0,
  dropped: emptyDrops(),
  since: Date.now(),
  timer: undefined as NodeJS.Timeout | undefined,
}));

/** The line goes a minute after the first report it counts. */
function soon() {
  if (tally.timer) return;
  tally.since = Date.now();
  tally.timer = setTimeout(() => {
    tally.timer = undefined;
    logVisitTally();
  }, TALLY_EVERY_MS);
  // The shutdown writes what is left; this timer alone keeps no process alive.
  tally.timer.unref?.();
}

/** A report not counted, by its reason. */
export function tallyDrop(reason: DropReason, reports = 1) {
  tally.dropped[reason] += reports;
  soon();
}

/** Reports counted (`folded`: of them, counted under the source "other", past the address's names for the day). */
export function tallyCounted(counted: number, folded: number) {
  tally.counted += counted;
  tally.folded += folded;
  soon();
}

/**
 * Writes what was counted and dropped since the last line, by reason (so "why are visits low?" has an answer in the
 * log), and starts again; nothing when nothing came. Also run on shutdown.
 */
export function logVisitTally(now = Date.now()) {
  clearTimeout(tally.timer);
  tally.timer = undefined;
  const dropped = Object.values(tally.dropped).reduce((sum, n) => sum + n, 0);
  if (tally.counted + dropped > 0)
    logEvent("info", "visits", {
      counted: tally.counted,
      folded: tally.folded,
      dropped: tally.dropped,
      seconds: Math.round((now - tally.since) / 1000),
    });
  Object.assign(tally, { counted: 0, folded: 0, dropped: emptyDrops(), since: now });
}
