import type { OutboxJob } from "@/lib/db/schema";

const MINUTE = 60_000;

/** Waits after each failed attempt (5 s, then 5 min to 24 h): the Standard Webhooks schedule, about three days. */
const WEBHOOK_DELAYS = [5000, ...[5, 30, 120, 300, 600, 840, 1200, 1440].map((minutes) => minutes * MINUTE)];
/** Emails stop at the 10 h step, so every retry stays inside Resend's 24 h idempotency window. */
const EMAIL_DELAYS = WEBHOOK_DELAYS.slice(0, 6);

const delaysFor = (type: OutboxJob["type"]) => (type === "webhook" ? WEBHOOK_DELAYS : EMAIL_DELAYS);

/** The first attempt is immediate; then one attempt after each delay. */
export const maxAttemptsFor = (type: OutboxJob["type"]) => delaysFor(type).length + 1;

/**
 * When to try again after `attemptsMade` failures, or null when the job is out of attempts.
 * ±10 % jitter spreads retries of many jobs; a longer Retry-After from the receiver wins.
 */
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
