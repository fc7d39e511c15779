import "server-only";
import { z } from "zod";
import { notSent, type AttemptResult } from "@/lib/delivery/result";
import type { OutboxJob } from "@/lib/db/schema";
import type { Delivery } from "@/lib/outbox/deliver";
import { ga4Destination, GRAPH_API_VERSION, metaDestination } from "./config";
import { ga4CollectUrl, ga4EventTime, GA4_MAX_AGE_MS } from "./ga4";
import { failedAnswer, postJson } from "./http";
import { metaEventsUrl, metaEventTime, META_MAX_AGE_MS } from "./meta";
import { CONVERSION_NOT_SENT, type ConversionJobType } from "./types";

// A minute's margin: an event sent at the edge of the window would arrive just past it.
const MARGIN_MS = 60_000;

/** GA4 answers 2xx for anything it receives (it validates nothing on the live endpoint). */
async function sendGa4(payload: unknown): Promise<AttemptResult> {
  const destination = ga4Destination();
  if (!destination) return notSent(CONVERSION_NOT_SENT.ga4Off);
  const answer = await postJson(ga4CollectUrl(destination), payload);
  if ("error" in answer) return { ok: false, error: answer.error };
  return answer.status >= 200 && answer.status < 300
    ? { ok: true, status: answer.status }
    : failedAnswer(answer);
}

const graphError = z.object({
  error: z.object({ message: z.string(), code: z.number().optional(), error_subcode: z.number().optional() }),
});
/** Graph API error codes that mean "later", not "never": rate limits and temporary failures. */
const TRANSIENT_CODES = new Set([1, 2, 4, 17, 32, 341, 613]);

/** Meta answers `{ events_received, messages, fbtrace_id }`, or `{ error: { message, code, … } }`. */
async function sendMeta(payload: unknown): Promise<AttemptResult> {
  const destination = metaDestination();
  if (!destination) return notSent(CONVERSION_NOT_SENT.metaOff);
  const answer = await postJson(metaEventsUrl(destination, GRAPH_API_VERSION), payload);
  if ("error" in answer) return { ok: false, error: answer.error };
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    json = undefined;
  }
  if (answer.status >= 200 && answer.status < 300) {
    const received = (json as { events_received?: unknown } | undefined)?.events_received;
    return typeof received === "number" && received > 0
      ? { ok: true, status: answer.status }
      : { ok: false, status: answer.status, permanent: true, error: "Meta received no event" };
  }
  const failure = graphError.safeParse(json);
  if (!failure.success) return failedAnswer(answer);
  const { message, code, error_subcode } = failure.data.error;
  const codes = [
    code !== undefined && `code ${code}`,
    error_subcode !== undefined && `subcode ${error_subcode}`,
  ];
  const detail = `${message} (${codes.filter(Boolean).join(", ")})`;
  return failedAnswer(answer, detail, code !== undefined && TRANSIENT_CODES.has(code));
}

const RULES: Record<
  ConversionJobType,
  {
    eventTime: (p: unknown) => number | undefined;
    maxAgeMs: number;
    tooOld: string;
    send: (p: unknown) => Promise<AttemptResult>;
  }
> = {
  ga4_event: {
    eventTime: ga4EventTime,
    maxAgeMs: GA4_MAX_AGE_MS,
    tooOld: CONVERSION_NOT_SENT.ga4TooOld,
    send: sendGa4,
  },
  meta_event: {
    eventTime: metaEventTime,
    maxAgeMs: META_MAX_AGE_MS,
    tooOld: CONVERSION_NOT_SENT.metaTooOld,
    send: sendMeta,
  },
};

/**
 * One attempt at a conversion: the body was written when the job was, so every retry sends the same event (same
 * event_id, same time). Past the platform's window it ends "Not sent: too old" instead of being refused again.
 */
export async function deliverConversion(
  type: ConversionJobType,
  payload: OutboxJob["payload"],
  now = Date.now(),
): Promise<Delivery> {
  const rule = RULES[type];
  const at = rule.eventTime(payload);
  if (at === undefined) return { result: { ok: false, permanent: true, error: "Malformed job payload" } };
  if (now - at > rule.maxAgeMs - MARGIN_MS) return { result: notSent(rule.tooOld) };
  return { result: await rule.send(payload) };
}
