import { setTimeout as sleep } from "node:timers/promises";

/**
 * Rate limits count in fixed windows of a minute. A test that counts posts against one waits for a fresh window
 * when too little of this one is left, so a boundary between two posts cannot hand it a new allowance.
 */
export async function inFreshMinute(neededMs = 10_000) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < neededMs) await sleep(left + 50);
}
