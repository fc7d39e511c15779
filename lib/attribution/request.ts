import "server-only";
import { cookieName } from "@/lib/cookie-names";
import { FIRST_TOUCH_COOKIE, parseFirstTouch } from "./first-touch";
import { ATTRIBUTION_COOKIE, type Attribution } from "./keys";
import { attributionFromCookie } from "./parse";
import { logEvent } from "@/lib/log";

export type CookieReader = { get(name: string): { value: string } | undefined };

/** The marketing keys stored for this visitor; an unreadable cookie is logged and ignored. */
export function storedAttribution(cookies: CookieReader, https: boolean): Attribution {
  const stored = attributionFromCookie(cookies.get(cookieName(ATTRIBUTION_COOKIE, https))?.value);
  if (stored.warning) logEvent("warn", "attribution_cookie_ignored", { problem: stored.warning });
  return stored.attribution;
}

/** The attribution in force for this visitor: marketing keys plus landing page and referrer. */
export function attributionFromCookies(cookies: CookieReader, https: boolean): Attribution {
  const firstTouch = parseFirstTouch(cookies.get(cookieName(FIRST_TOUCH_COOKIE, https))?.value);
  return { ...firstTouch, ...storedAttribution(cookies, https) };
}
