import { VISIT_ROUTE } from "./route-path";
import type { WizardName } from "./wizards";

// In memory only: each step counts once per page load, however often the visitor goes back and forth.
const reported = new Set<string>();

/** Reports a wizard step reached (numbered from 1), with the visit's landing URL and referrer as the page saw them. */
export function reportStep(form: WizardName, step: number) {
  const key = `${form}:${step}`;
  if (reported.has(key)) return;
  reported.add(key);
  const body = JSON.stringify({
    f: form,
    s: step,
    l: location.pathname + location.search,
    r: document.referrer,
  });
  if (!navigator.sendBeacon?.(VISIT_ROUTE, body))
    fetch(VISIT_ROUTE, { method: "POST", body, keepalive: true }).catch(() => {});
}
