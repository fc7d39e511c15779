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
      if (ref.host !== url.host) touch.referrer = `${ref.origin}${ref.pathname}`.slice(0, MAX);
    } catch {
      // An unparsable Referer header says nothing useful.
    }
  }
  return touch;
}

/** The cookie as a client may have rewritten it: text only, cleaned and capped, anything else dropped. */
export function parseFirstTouch(raw: string | undefined): FirstTouch {
  if (!raw || raw.length > 2 * MAX + 100) return {};
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
