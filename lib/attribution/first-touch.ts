import "server-only";
import { storableText } from "./parse";

/** Where the visit started: landing page and external referrer, kept for the session in `first_touch`. */
export const FIRST_TOUCH_COOKIE = "first_touch";
const MAX = 500;

export type FirstTouch = { landing_page?: string; referrer?: string };

export function firstTouchFrom(url: URL, referer: string | null): FirstTouch {
  const touch: FirstTouch = { landing_page: (url.pathname + url.search).slice(0, MAX) };
  if (referer) {
    try {
      const ref = new URL(referer);
      // Not `ref.origin`: for an app's referrer (android-app://com.google.android.gm/) it is the text "null".
      if (ref.host !== url.host) touch.referrer = `${ref.protocol}//${ref.host}${ref.pathname}`.slice(0, MAX);
    } catch {
      // An unparsable Referer header says nothing useful.
    }
  }
  return touch;
}

/**
 * A page opened from another site, an app, a bookmark or the address bar (no referrer, or one on none of `hosts`)
 * begins a visit; one reached from the site's own pages continues the visit that began earlier.
 */
export function isEntrance(referrer: string | null | undefined, hosts: string[]): boolean {
  if (!referrer) return true;
  try {
    return !hosts.includes(new URL(referrer).host);
  } catch {
    return true;
  }
}

/** The cookie as a client may have rewritten it: text only, cleaned and capped, anything else dropped. */
export function parseFirstTouch(raw: string | undefined): FirstTouch {
  // As long as a browser keeps a cookie: JSON escapes can make a written one twice as long as its text, or more.
  if (!raw || raw.length > 4096) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return {};
    const { landing_page, referrer } = value as Record<string, unknown>;
    return {
      ...(typeof landing_page === "string" && { landing_page: storableText(landing_page.slice(0, MAX)) }),
      ...(typeof referrer === "string" && { referrer: storableText(referrer.slice(0, MAX)) }),
    };
  } catch {
    return {};
  }
}
