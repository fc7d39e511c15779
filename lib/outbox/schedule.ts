import type { OutboxJob } from "@/lib/db/schema";

const MINUTE = 60_000;

/** Waits after each failed attempt (5 s, then 5 min to 24 h): the Standard Webhooks schedule, about three days. */
const WEBHOOK_DELAYS = [5000, ...[5, 30, 120, 300, 600, 840, 1200, 1440].map((minutes) => minutes * MINUTE)];
/** Emails stop at the 10 h step, so every retry stays inside Resend's 24 h idempotency window. */
const EMAIL_DELAYS = WEBHOOK_DELAYS.slice(0, 6);

const delaysFor = (type: OutboxJob["type"]) => (type === "webhook" ? WEBHOOK_DELAYS : EMAIL_DELAYS);

/** The first attempt is immediate; then one attempt after each delay. */
export const maxAttemptsFor = (type: OutboxJob["type"]) => delaysFor(type).length + 1;

/** The wait after `attemptsMade` failures (±10 % jitter; a longer Retry-After wins), or null when none is left. */
export function nextDelayMs(
  type: OutboxJob["type"],
  attemptsMade: number,
  retryAfterMs?: number,
  random = Math.random,
): number | null {
  const base = delaysFor(type)[attemptsMade - 1];
  if (base === undefined) return null;
  return Math.max(Math.round(base * (0.9 + 0.2 * random())), retryAfterMs ?? 0);
}
