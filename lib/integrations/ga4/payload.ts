import "server-only";
import { z } from "zod";
import type { StageAds } from "@/lib/db/lead-statuses";

// GA4 Measurement Protocol (https://developers.google.com/analytics/devguides/collection/protocol/ga4/sending-events):
// POST /mp/collect?measurement_id=…&api_secret=…, JSON { client_id, timestamp_micros, events: [{ name, params }] };
// events may be backdated by at most 72 hours. Event names are GA4's recommended lead events
// (https://support.google.com/analytics/answer/9267735): generate_lead, qualify_lead, close_convert_lead.

export const GA4_MAX_AGE_MS = 72 * 60 * 60 * 1000;

/** `contact`: a tap on an ad page's call button (an event name of our own; GA4 lists none for a call). */
export type Ga4EventName = "generate_lead" | "contact" | NonNullable<StageAds["ga4"]>;

export type Ga4Body = {
  client_id: string;
  timestamp_micros: number;
  events: { name: Ga4EventName; params: Record<string, string | number> }[];
};

/** A lead's worth at the event's stage: GA4's `value` (a number) with its ISO 4217 `currency`, which it requires. */
export type EventValue = { value: number; currency: string };

/**
 * One event: the form type (a call tap: the page), and the lead's value at that stage when it has one (GA4's
 * recommended lead events take `value` and `currency`); never a name, an address or free text.
 */
export function ga4Body(
  name: Ga4EventName,
  clientId: string,
  at: Date,
  formType: string,
  worth?: EventValue,
  param: "form_type" | "page" = "form_type",
): Ga4Body {
  return {
    client_id: clientId,
    timestamp_micros: at.getTime() * 1000,
    events: [
      {
        name,
        params: { [param]: formType, ...(worth && { value: worth.value, currency: worth.currency }) },
      },
    ],
  };
}

export function ga4CollectUrl(destination: { baseUrl: string; measurementId: string; apiSecret: string }) {
  const query = new URLSearchParams({
    measurement_id: destination.measurementId,
    api_secret: destination.apiSecret,
  });
  return `${destination.baseUrl}/mp/collect?${query}`;
}

const stored = z.object({ client_id: z.string(), timestamp_micros: z.number() });

/** When a stored body's event happened, in milliseconds; undefined for a body of another shape. */
export function ga4EventTime(payload: unknown): number | undefined {
  const body = stored.safeParse(payload);
  return body.success ? body.data.timestamp_micros / 1000 : undefined;
}

/** The client id a stored body used, so later events of the same lead go under the same one. */
export function ga4ClientIdOf(payload: unknown): string | undefined {
  const body = stored.safeParse(payload);
  return body.success ? body.data.client_id : undefined;
}
