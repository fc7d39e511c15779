import "server-only";
import { Resend, type ErrorResponse } from "resend";
import { notSent, NOT_SENT, parseRetryAfter, type AttemptResult } from "@/lib/delivery/result";
import { emailTransport, env } from "@/lib/env";
import { logEvent } from "@/lib/log";
import { processSingleton } from "@/lib/process-singleton";

/** One email, ready for the provider: rendered HTML and its plain-text twin, and any extra headers. */
export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
};

const TIMEOUT_MS = 15_000;
const RATE_LIMIT_FALLBACK_MS = 1000;
/** A malformed request or a failed validation: the same message would fail the same way. */
const PERMANENT = new Set([400, 422]);

/** Waits until this caller may start a request; callers are spaced `intervalMs` apart in arrival order. */
export function createLimiter(intervalMs: number) {
  let nextSlot = 0;
  return async () => {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + intervalMs;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  };
}

/** Resend allows 2 requests per second per team by default. */
const resendLimiter = () => processSingleton("email.resendLimiter", () => createLimiter(500));

// Created on first send: the constructor throws without a key, and the dev mailbox never needs one.
let client: { settings: string; resend: Resend } | undefined;
function resend(key: string): Resend {
  const baseUrl = env().RESEND_BASE_URL?.replace(/\/+$/, "");
  const settings = `${key} ${baseUrl}`;
  if (client?.settings !== settings) client = { settings, resend: new Resend(key, { baseUrl }) };
  return client.resend;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 500);

/**
 * Sends through Resend, to the dev mailbox (the log), or records it as not sent, never as delivered. Never throws.
 * The idempotency key (the job id) makes a retry within Resend's 24 h window a no-op.
 */
export async function sendEmail(message: EmailMessage, idempotencyKey: string): Promise<AttemptResult> {
  const transport = emailTransport();
  if (transport === "log") return devMailbox(message, idempotencyKey);
  const key = env().RESEND_API_KEY;
  if (transport === "none" || !key) return notSent(NOT_SENT.noProvider);
  try {
    await resendLimiter()();
    const { data, error, headers } = await resend(key).emails.send(
      { from: env().EMAIL_FROM, ...message },
      { idempotencyKey, signal: AbortSignal.timeout(TIMEOUT_MS) },
    );
    if (error) return failure(error, headers);
    if (!data?.id) return { ok: false, error: "Resend accepted the request but returned no email id" };
    return { ok: true, providerId: data.id };
  } catch (error) {
    return { ok: false, error: oneLine(`send failed: ${String(error)}`) };
  }
}

function failure(error: ErrorResponse, headers: Record<string, string> | null): AttemptResult {
  // The SDK passes the error body through as parsed, so its fields are not guaranteed.
  const status = typeof error.statusCode === "number" ? error.statusCode : undefined;
  const result: AttemptResult = {
    ok: false,
    error: oneLine(`${String(error.name ?? "error")}: ${String(error.message ?? "")}`),
  };
  if (status === undefined) return result;
  result.status = status;
  if (PERMANENT.has(status)) result.permanent = true;
  const retryAfter = parseRetryAfter(headers?.["retry-after"]);
  if (status === 429) result.retryAfterMs = retryAfter ?? RATE_LIMIT_FALLBACK_MS;
  else if (status === 503 && retryAfter !== undefined) result.retryAfterMs = retryAfter;
  return result;
}

/**
 * The email in the log: in full under `next dev`, only its id in production (no personal data in its logs). There
 * nobody can read it, so it is recorded as not sent.
 */
function devMailbox(message: EmailMessage, idempotencyKey: string): AttemptResult {
  const content =
    env().NODE_ENV === "development"
      ? { to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text }
      : {};
  logEvent("info", "email_dev_mailbox", { idempotencyKey, ...content });
  if (env().NODE_ENV === "production") return { ...notSent(NOT_SENT.loggedOnly), providerId: "dev-mailbox" };
  return { ok: true, providerId: "dev-mailbox" };
}
