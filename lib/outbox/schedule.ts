import "server-only";
import { isConversionJob } from "@/lib/conversions/types";
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

// Conversions follow the webhook schedule; a platform's own window (GA4 72 h, Meta 7 days) ends them earlier.
const delaysFor = (type: OutboxJob["type"]) =>
  type === "webhook" || isConversionJob(type) ? WEBHOOK_DELAYS : EMAIL_DELAYS;

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
