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
export type Attribution = Partial<Record<AttributionKey, string>>;

export const ATTRIBUTION_COOKIE = "booking_params";
export const MAX_VALUE_LENGTH = 200;
/** Browsers cap a cookie near 4 KB; anything larger was not written by us. */
export const MAX_COOKIE_LENGTH = 4096;
