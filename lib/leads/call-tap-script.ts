// Server-only: the function ships as text in the ad pages' HTML, never as a module.
import "server-only";
import { CALL_CLICK_ROUTE } from "./call-click-request";

/**
 * Reports a tap on a call button (`a[data-call]`) to this site before the dialer opens: a beacon with the page's path
 * only (the server reads the visit's attribution from its own cookie). Nothing is stored in the browser. Without
 * JavaScript the link still dials, uncounted. No comment inside the function: its text is what the pages carry.
 */
export function reportCallTaps(route: string): void {
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element && event.target.closest("a[data-call]");
      if (!link) return;
      const body = JSON.stringify({ p: location.pathname });
      if (!navigator.sendBeacon?.(route, body))
        fetch(route, { method: "POST", body, keepalive: true }).catch(() => {});
    },
    true,
  );
}

export const CALL_TAP_SCRIPT = `(${reportCallTaps.toString()})(${JSON.stringify(CALL_CLICK_ROUTE)})`;
