// Server-only: the function ships as text in the public pages' HTML, never as a module.
import "server-only";
import { LOGIN_PATH, SETTINGS_PATH } from "@/lib/routes";
import { VISIT_ROUTE } from "./route-path";

/**
 * Reports each page seen: queued when the script first runs (a prerendered page once it is shown) and when the
 * framework's router changes the history (pushState, back and forward), with the landing URL and referrer the
 * document began with (kept in this closure only). The queue goes a second past load, or at once when the page is
 * hidden (a phone switching apps may never unload it) or left, so a bounce of 0.1 s counts too; each view once. Views
 * the router adds after that second go at once. The second keeps the
 * report behind the largest paint: a request before it is counted against that paint (Lighthouse's simulated LCP
 * grew by 0.15 s when the report went out at load). Nothing is stored in the browser; the owner area never reports.
 * No comment inside the function: its text is what the pages carry.
 */
export function reportPages(route: string, skip: RegExp): void {
  const l = location.pathname + location.search;
  const r = document.referrer;
  const queued: string[] = [];
  let last = "";
  let settled = false;
  const send = () => {
    for (const p of queued.splice(0)) {
      const body = JSON.stringify({ p, l, r });
      if (!navigator.sendBeacon?.(route, body))
        fetch(route, { method: "POST", body, keepalive: true }).catch(() => {});
    }
  };
  const seen = () => {
    const p = location.pathname;
    if (p === last || skip.test(p)) return;
    last = p;
    queued.push(p);
    if (settled) send();
  };
  const start = () => {
    seen();
    const wait = () =>
      setTimeout(() => {
        settled = true;
        send();
      }, 1000);
    if (document.readyState === "complete") wait();
    else addEventListener("load", wait);
    addEventListener("pagehide", send);
    document.addEventListener("visibilitychange", () => document.hidden && send());
  };
  const push = history.pushState;
  history.pushState = function (...args) {
    push.apply(this, args);
    seen();
  };
  addEventListener("popstate", seen);
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", start);
  else start();
}

/** The owner area's paths, and any below them. */
export const OWNER_AREA = new RegExp(`^(?:${[SETTINGS_PATH, LOGIN_PATH].join("|")})(?:/|$)`);

/** The script's text: the function as compiled, called with the route and the owner area's paths. */
export const PAGE_SCRIPT = `(${reportPages.toString()})(${JSON.stringify(VISIT_ROUTE)},${OWNER_AREA})`;
