import "server-only";
import { cookieName } from "@/lib/cookie-names";
import { logEvent } from "@/lib/log";
import { COOKIE_BUDGETS, fitCookie } from "./cookie-size";
import { FIRST_TOUCH_COOKIE, parseFirstTouch, type FirstTouch } from "./first-touch";
import { ATTRIBUTION_COOKIE, ATTRIBUTION_KEYS, CLICK_ID_KEYS, firstSeenKey, type Attribution } from "./keys";
import { attributionFromCookie } from "./parse";

export type CookieReader = { get(name: string): { value: string } | undefined };

/** The marketing keys and click ids stored for this visitor; an unreadable cookie is logged and ignored. */
export function storedAttribution(cookies: CookieReader, https: boolean): Attribution {
  const stored = attributionFromCookie(cookies.get(cookieName(ATTRIBUTION_COOKIE, https))?.value);
  if (stored.warning) logEvent("warn", "attribution_cookie_ignored", { problem: stored.warning });
  return stored.attribution;
}

/** The attribution in force for this visitor: marketing keys and click ids, plus landing page and referrer. */
export function attributionFromCookies(cookies: CookieReader, https: boolean): Attribution {
  const firstTouch = parseFirstTouch(cookies.get(cookieName(FIRST_TOUCH_COOKIE, https))?.value);
  return { ...firstTouch, ...storedAttribution(cookies, https) };
}

/**
 * The attribution cookie's name and value, fitted to what a browser keeps: campaign values are shortened first, then
 * whole click ids dropped (a shortened click id would name another click).
 */
export function attributionCookie(attribution: Attribution, https: boolean) {
  const name = cookieName(ATTRIBUTION_COOKIE, https);
  const fitted = fitCookie(
    name,
    attribution,
    { shorten: ATTRIBUTION_KEYS, drop: CLICK_ID_KEYS.map((key) => ({ key, with: firstSeenKey(key) })) },
    COOKIE_BUDGETS.attribution,
  );
  return { name, value: JSON.stringify(fitted) };
}

/** The first-touch cookie's name and value, the landing page or referrer shortened when together they are too long. */
export function firstTouchCookie(touch: FirstTouch, https: boolean) {
  const name = cookieName(FIRST_TOUCH_COOKIE, https);
  const fitted = fitCookie(
    name,
    touch,
    { shorten: ["landing_page", "referrer"], drop: [] },
    COOKIE_BUDGETS.firstTouch,
  );
  return { name, value: JSON.stringify(fitted) };
}
