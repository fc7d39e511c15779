import "server-only";
import { performance } from "node:perf_hooks";

/** Above this share of time spent running JavaScript, the process is busy answering requests. */
export const BUSY_UTILIZATION = 0.5;
const SAMPLE_MS = 200;
/** Even under sustained load, deliveries move on at least this often. */
export const MAX_DEFER_MS = 10_000;

/** Background deliveries wait while the event loop is busy answering visitors, up to MAX_DEFER_MS. */
export async function waitForQuiet(maxDeferMs = MAX_DEFER_MS): Promise<void> {
  const deadline = Date.now() + maxDeferMs;
  while (Date.now() < deadline) {
    const before = performance.eventLoopUtilization();
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    if (performance.eventLoopUtilization(before).utilization < BUSY_UTILIZATION) return;
  }
}
