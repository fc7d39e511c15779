import type { OutboxJob } from "@/lib/db/schema";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Waits after each failed attempt: the Standard Webhooks schedule (about three days in all). */
const WEBHOOK_DELAYS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  14 * HOUR,
  20 * HOUR,
  24 * HOUR,
];
/** Emails stop at the 10 h step, so every retry stays inside Resend's 24 h idempotency window. */
const EMAIL_DELAYS = WEBHOOK_DELAYS.slice(0, 6);

export function delaysFor(type: OutboxJob["type"]): readonly number[] {
  return type === "webhook" ? WEBHOOK_DELAYS : EMAIL_DELAYS;
}

/** The first attempt is immediate; then one attempt after each delay. */
export function maxAttemptsFor(type: OutboxJob["type"]): number {
  return delaysFor(type).length + 1;
}

/**
 * When to try again after `attemptsMade` failures, or null when the job is out of attempts.
 * ±10 % jitter spreads retries of many jobs; a longer Retry-After from the receiver wins.
 */
export function nextDelayMs(
  type: OutboxJob["type"],
  attemptsMade: number,
  retryAfterMs?: number,
  random: () => number = Math.random,
): number | null {
  const base = delaysFor(type)[attemptsMade - 1];
  if (base === undefined) return null;
  const jittered = Math.round(base * (0.9 + 0.2 * random()));
  return Math.max(jittered, retryAfterMs ?? 0);
}
