import "server-only";
import type { Lead, OutboxJob } from "@/lib/db/schema";
import type { Delivery, JobDraft } from "@/lib/delivery/channel";
import { notSent, type AttemptResult } from "@/lib/delivery/result";

/** Why no conversion goes for a lead whose browser sent Global Privacy Control (`Sec-GPC: 1`). */
export const CONVERSION_GPC = "Not sent: the visitor's browser sent Global Privacy Control";

/** The page each form is on: a platform's event source URL for a website event. */
export const FORM_PAGE: Record<Lead["kind"], string> = {
  contact: "/contact",
  intake: "/intake",
  demo: "/book-a-demo",
  // On the ad pages: the one it was sent from when known (payload.page), else this.
  callback: "/automation-offer",
};

/** The page a lead's form was sent from, for a platform's event source URL. */
export const formPageOf = (lead: Pick<Lead, "kind" | "payload">): string =>
  lead.kind === "callback" && typeof lead.payload.page === "string" && /^[a-z-]+$/.test(lead.payload.page)
    ? `/${lead.payload.page}`
    : FORM_PAGE[lead.kind];

/** A conversion job: its body written now (every retry sends the same event), or not sent with its reason. */
export function conversionDraft({
  event,
  payload,
  target,
  why,
}: {
  event: string;
  payload: Record<string, unknown>;
  target: string;
  why?: string;
}): JobDraft {
  return {
    payload: why ? {} : payload,
    summary: { event, url: target },
    status: why ? "not_sent" : "pending",
    lastError: why ?? null,
  };
}

// A minute's margin: an event sent at the edge of the window would arrive just past it.
const MARGIN_MS = 60_000;

type EventWindow = { eventTime: (payload: unknown) => number | undefined; maxAgeMs: number; tooOld: string };

/**
 * One attempt at a stored event through `send`; past the platform's window the job ends "Not sent: too old" instead
 * of being refused again.
 */
export const sendWithinWindow =
  (window: EventWindow, send: (payload: unknown) => Promise<AttemptResult>) =>
  async (payload: OutboxJob["payload"], now = Date.now()): Promise<Delivery> => {
    const at = window.eventTime(payload);
    if (at === undefined) return { result: { ok: false, permanent: true, error: "Malformed job payload" } };
    if (now - at > window.maxAgeMs - MARGIN_MS) return { result: notSent(window.tooOld) };
    return { result: await send(payload) };
  };
