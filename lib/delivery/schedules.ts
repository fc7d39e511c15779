import "server-only";
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Waits after each failed attempt: the Standard Webhooks schedule (about three days in all). */
export const WEBHOOK_DELAYS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  14 * HOUR,
  20 * HOUR,
  24 * HOUR,
] as const;

/** Emails stop at the 10 h step, so every retry stays inside Resend's 24 h idempotency window. */
export const EMAIL_DELAYS = WEBHOOK_DELAYS.slice(0, 6);
