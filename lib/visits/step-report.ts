import { VISIT_ROUTE } from "./route-path";
import type { WizardName } from "./wizards";

// In memory only: each step counts once per page load, however often the visitor goes back and forth.
const reported = new Set<string>();

/**
 * Reports a wizard step reached (numbered from 2: every view of the wizard's page is its step 1), with the landing
 * URL and referrer the document began with, as the page script sends them (a wizard reached through the router is
 * still on the document it landed on).
 */
export function reportStep(form: WizardName, step: number) {
  const key = `${form}:${step}`;
  if (step < 2 || reported.has(key)) return;
  reported.add(key);
  const landing = new URL(performance.getEntriesByType("navigation")[0]?.name ?? location.href);
  const body = JSON.stringify({
    f: form,
    s: step,
    l: landing.pathname + landing.search,
    r: document.referrer,
  });
  if (!navigator.sendBeacon?.(VISIT_ROUTE, body))
    fetch(VISIT_ROUTE, { method: "POST", body, keepalive: true }).catch(() => {});
}
