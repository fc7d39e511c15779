import "server-only";
import { parseRetryAfter, type AttemptResult } from "@/lib/delivery/result";
import { redactEmails } from "@/lib/log";

const TIMEOUT_MS = 15_000;
const MAX_ANSWER_CHARS = 4096;

export type PlatformAnswer = { status: number; text: string; retryAfter: string | null };

/** Why a request got no answer, in a line (a refused connection, a DNS failure, the timeout). */
function networkError(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError")
    return `Timed out after ${TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return (cause?.code ?? cause?.message ?? String(error)).slice(0, 200);
}

/**
 * One JSON POST to a platform: no redirects followed, 15 s at most. The URL may hold a secret (api_secret,
 * access_token), so nothing here logs or returns it.
 */
export async function postJson(url: string, body: unknown): Promise<PlatformAnswer | { error: string }> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = (await response.text()).slice(0, MAX_ANSWER_CHARS);
    return { status: response.status, text, retryAfter: response.headers.get("retry-after") };
  } catch (error) {
    return { error: networkError(error) };
  }
}

/** A failed answer as an attempt: 408, 429 and 5xx are tried again later (Retry-After honoured); others are final. */
export function failedAnswer(answer: PlatformAnswer, detail?: string, transient = false): AttemptResult {
  const { status } = answer;
  const error = redactEmails(detail ? `HTTP ${status}: ${detail}` : `HTTP ${status}`).slice(0, 500);
  if (status >= 300 && status < 400)
    return { ok: false, status, error: `Redirects are not followed (HTTP ${status})` };
  const retry = transient || status === 408 || status === 429 || status >= 500;
  const retryAfterMs = retry ? parseRetryAfter(answer.retryAfter) : undefined;
  return {
    ok: false,
    status,
    error,
    ...(!retry && { permanent: true }),
    ...(retryAfterMs && { retryAfterMs }),
  };
}
