import "server-only";
/** Marketing keys carried from any landing URL into the booking link. */
export const ATTRIBUTION_KEYS = [
  "affiliate_link",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "ref",
  "source",
] as const;

export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];
/** Where a lead or a booking click came from: the marketing keys, landing page and referrer (stored as JSON). */
export type Attribution = Partial<Record<AttributionKey | "landing_page" | "referrer", string>>;

export const ATTRIBUTION_COOKIE = "booking_params";
export const MAX_VALUE_LENGTH = 200;
// A value's URL-encoded share of the cookie: eight, with their keys, stay under the 4 KB a browser keeps; a longer
// cookie would be dropped whole, and the visit's attribution with it.
export const MAX_ENCODED_VALUE_LENGTH = 420;
/** Browsers cap a cookie near 4 KB; anything larger was not written by us. */
export const MAX_COOKIE_LENGTH = 4096;
