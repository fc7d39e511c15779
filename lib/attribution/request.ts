import type { Attribution } from "@/lib/db/schema";
import { FIRST_TOUCH_COOKIE, parseFirstTouch } from "./first-touch";
import { ATTRIBUTION_COOKIE } from "./keys";
import { attributionFromCookie } from "./parse";

type CookieReader = { get(name: string): { value: string } | undefined };

/** The attribution in force for this visitor: marketing keys plus landing page and referrer. */
export function attributionFromCookies(cookies: CookieReader): Attribution {
  const stored = attributionFromCookie(cookies.get(ATTRIBUTION_COOKIE)?.value);
  if (stored.warning) console.warn(stored.warning);
  return { ...parseFirstTouch(cookies.get(FIRST_TOUCH_COOKIE)?.value), ...stored.attribution } as Attribution;
}
