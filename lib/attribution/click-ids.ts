import "server-only";
import { randomInt } from "node:crypto";
import { BROWSER_ID_KEYS, MAX_CLICK_ID_LENGTH, type Attribution, type BrowserIdKey } from "./keys";

// Platforms' ids are tokens of URL-safe characters; anything else (spaces, quotes, markup) is not a click id.
const CLICK_ID = new RegExp(`^[A-Za-z0-9._~+/=:-]{1,${MAX_CLICK_ID_LENGTH}}$`);

/** A click id exactly as received (never re-cased or shortened), or undefined when it is not one. */
export function cleanClickId(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const id = value.trim();
  return CLICK_ID.test(id) ? id : undefined;
}

// From 2020 to a day ahead (a client's clock may run fast): anything else was not written by us.
const EARLIEST_MS = Date.UTC(2020, 0, 1);
const DAY_MS = 86_400_000;

/** A stored first-seen time (milliseconds since 1970, as text), or undefined when it is not a plausible one. */
export function cleanFirstSeen(value: unknown, now = Date.now()): string | undefined {
  if (typeof value !== "string" || !/^\d{13}$/.test(value)) return undefined;
  const ms = Number(value);
  return ms >= EARLIEST_MS && ms <= now + DAY_MS ? value : undefined;
}

/**
 * The documented shapes of the two cookies: `_fbp` is `fb.<subdomain index>.<creation ms>.<random>` (Meta, "fbp and
 * fbc parameters"); `_ga` is `GA1.<domain depth>.<random>.<first visit seconds>` (its last two parts are the GA4
 * client id).
 */
const BROWSER_ID_SHAPES: Record<BrowserIdKey, RegExp> = {
  _fbp: /^fb\.[0-9]\.\d{13}\.\d{1,20}$/,
  _ga: /^GA\d\.\d\.\d{1,20}\.\d{1,20}$/,
};

export type CookieValues = { get(name: string): { value: string } | undefined };

/** `_fbp` and `_ga` as the browser holds them, when they have their documented shape. */
export function browserIds(cookies: CookieValues): Pick<Attribution, BrowserIdKey> {
  const found: Pick<Attribution, BrowserIdKey> = {};
  for (const key of BROWSER_ID_KEYS) {
    const value = cookies.get(key)?.value.trim();
    if (value && BROWSER_ID_SHAPES[key].test(value)) found[key] = value;
  }
  return found;
}

/**
 * Meta's `fbc`: `fb.1.<creation time in ms>.<fbclid>`, the creation time being when the click id was first seen
 * (https://developers.facebook.com/docs/marketing-api/conversions-api/parameters/fbp-and-fbc/). The id keeps its case.
 */
export function fbcOf(attribution: Attribution): string | undefined {
  const { fbclid, fbclid_at } = attribution;
  return fbclid && fbclid_at ? `fb.1.${fbclid_at}.${fbclid}` : undefined;
}

/** The GA4 client id in a `_ga` cookie (`GA1.1.123.456` -> `123.456`). */
export function gaClientId(ga: string | undefined): string | undefined {
  return ga?.split(".").slice(2).join(".") || undefined;
}

/** A client id in the tag's own format (random number, then seconds), for a lead whose browser had no `_ga`. */
export const randomGaClientId = (now = Date.now()) =>
  `${randomInt(1_000_000_000, 2_147_483_647)}.${Math.floor(now / 1000)}`;
