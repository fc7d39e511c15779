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

/**
 * Ad platforms' click ids in a landing URL: Google (gclid; gbraid and wbraid from iOS), Meta, Microsoft, TikTok,
 * LinkedIn. Kept exactly as received: the platforms match them case-sensitively.
 */
export const CLICK_ID_KEYS = [
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
  "ttclid",
  "li_fat_id",
] as const;

/** Browser ids that Meta's pixel (`_fbp`) and Google Analytics (`_ga`) keep in cookies of their own, when present. */
export const BROWSER_ID_KEYS = ["_fbp", "_ga"] as const;

export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];
export type ClickIdKey = (typeof CLICK_ID_KEYS)[number];
export type BrowserIdKey = (typeof BROWSER_ID_KEYS)[number];
/** When a click id was first seen, in milliseconds since 1970 (as text): Meta's `fbc` carries it. */
export type FirstSeenKey = `${ClickIdKey}_at`;
export const firstSeenKey = (key: ClickIdKey): FirstSeenKey => `${key}_at`;

/** Where a lead or a booking click came from: marketing keys, click ids, landing page and referrer (stored as JSON). */
export type Attribution = Partial<
  Record<AttributionKey | ClickIdKey | FirstSeenKey | BrowserIdKey | "landing_page" | "referrer", string>
>;

/** What the booking widget receives: the marketing keys and the click ids (not the browser ids of this site). */
export const BOOKING_KEYS = [...ATTRIBUTION_KEYS, ...CLICK_ID_KEYS] as const;

export const ATTRIBUTION_COOKIE = "booking_params";
export const MAX_VALUE_LENGTH = 200;
/** A click id longer than this is not one; it is dropped whole, since a shortened id would name another click. */
export const MAX_CLICK_ID_LENGTH = 500;
// A value's URL-encoded share of the cookie; the cookie as a whole is fitted too (cookie-size.ts).
export const MAX_ENCODED_VALUE_LENGTH = 420;
/** Browsers cap a cookie near 4 KB; anything larger was not written by us. */
export const MAX_COOKIE_LENGTH = 4096;
