import "server-only";
/** What one delivery attempt (an email or a webhook POST) came to; the outbox decides what happens next. */
export type AttemptResult = {
  ok: boolean;
  /** HTTP status, when a response arrived. */
  status?: number;
  /** Why it failed, in a line (the outbox caps what it stores). */
  error?: string;
  /** From Retry-After on a 429 or 503: wait at least this long before the next try. */
  retryAfterMs?: number;
  /** Retrying cannot help (e.g. 410 Gone, a malformed request): the job goes dead now. */
  permanent?: boolean;
  /** The webhook receiver answered 410 Gone: disable that configuration. */
  disableTarget?: boolean;
  /** The provider's id for what was sent (Resend's email id). */
  providerId?: string;
  /** Deliberately not sent, and why (no email provider, the address unsubscribed): not a failure, not retried. */
  notSent?: string;
};

/**
 * Why an email was deliberately not sent, as the owner reads it in /settings. Stored with the job, so a wording
 * change leaves older rows as they were (lib/outbox/unsent.ts matches the first two).
 */
export const NOT_SENT = {
  noProvider: "Not sent: no email provider (set RESEND_API_KEY)",
  loggedOnly: "Not sent: EMAIL_TRANSPORT=log writes emails to the server log only",
  unsubscribed: "Not sent: the address unsubscribed",
  noAddress: "Not sent: no email address was given (callback request)",
  dailyCap: "Not sent: the address had its confirmations for the day (3)",
  hourlyCeiling: "Not sent: hourly ceiling of prospect confirmations reached (CONFIRMATIONS_PER_HOUR)",
  senderShare:
    "Not sent: its sender's address had its share of the hour's confirmations (CONFIRMATIONS_PER_HOUR)",
  inDigest: "Not sent on its own: listed in the hourly lead digest (past OWNER_NOTIFICATIONS_PER_HOUR)",
  inDigestSender:
    "Not sent on its own: listed in the hourly lead digest (its sender's address had its share of OWNER_NOTIFICATIONS_PER_HOUR)",
  digestEmpty: "Not sent: none of its leads is stored any more",
};

/** A deliberate non-delivery: not a failure, not retried. */
export const notSent = (reason: string): AttemptResult => ({ ok: false, notSent: reason, error: reason });

/** A receiver cannot park a job beyond the retry schedule's longest step (nor past what a date can hold). */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/** Retry-After as milliseconds (at most a day): delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  return Number.isNaN(ms) ? undefined : Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS);
}
