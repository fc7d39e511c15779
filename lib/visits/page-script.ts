// Server-only: the function ships as text in the public pages' HTML, never as a module.
import "server-only";
import { LOGIN_PATH, SETTINGS_PATH } from "@/lib/routes";
import { VISIT_ROUTE } from "./route-path";

/**
 * Reports each page seen, a second after the page has loaded and then when the browser is idle, or when the page is
 * left sooner: the path, and the landing URL and referrer the visit began with (kept in this closure only, for the
 * pages reached without a reload). Nothing is stored in the browser. A prerendered page reports once it is shown;
 * the owner area never. The second keeps the report behind the largest paint: a request before it is counted
 * against that paint (Lighthouse's simulated LCP grew by 0.15 s when the report went out at load). Pages reached
 * through the framework's router change the history, not the document: pushState and popstate report them. No
 * comment inside the function: its text is what the pages carry.
 */
export function reportPages(route: string, skip: string[]): void {
  const landing = location.pathname + location.search;
  const referrer = document.referrer;
  let last = "";
  const send = () => {
    const p = location.pathname;
    if (p === last || skip.some((s) => p === s || p.startsWith(s + "/"))) return;
    last = p;
    const body = JSON.stringify({ p, l: landing, r: referrer });
    if (!navigator.sendBeacon?.(route, body))
      fetch(route, { method: "POST", body, keepalive: true }).catch(() => {});
  };
  const soon = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(send, { timeout: 3000 });
    else setTimeout(send, 1);
  };
  const settled = () => setTimeout(soon, 1000);
  const start = () => {
    if (document.readyState === "complete") settled();
    else addEventListener("load", settled);
    addEventListener("pagehide", send);
  };
  const push = history.pushState;
  history.pushState = function (...args) {
    push.apply(this, args);
    soon();
  };
  addEventListener("popstate", soon);
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", start);
  else start();
}

/** The script's text: the function as compiled, called with the route and the owner area's paths. */
export const PAGE_SCRIPT = `(${reportPages.toString()})(${JSON.stringify(VISIT_ROUTE)},${JSON.stringify([SETTINGS_PATH, LOGIN_PATH])})`;
