type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };
type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/** A Global Privacy Control signal is an opt-out the privacy policy promises to honour: no analytics at all. */
export const optedOut = () => (navigator as PrivacyNavigator).globalPrivacyControl === true;

const GTAG_SCRIPT = "https://www.googletagmanager.com/gtag/js";

/** A GA4 event through gtag, when analytics has loaded (or a test stands in for it); otherwise nothing. */
export function sendGtagEvent(name: string, params: Record<string, unknown>) {
  (window as GtagWindow).gtag?.("event", name, params);
}

/**
 * Google's gtag snippet as bundled code, so no inline script is needed and the CSP stays hash/nonce-only:
 * queue the init commands, then load gtag.js as an external script, once per page load.
 */
export function installGtag(measurementId: string) {
  const w = window as GtagWindow;
  if (w.gtag || optedOut()) return;
  const dataLayer = (w.dataLayer ??= []);
  w.gtag = function gtag() {
    // gtag.js only reads Arguments objects from the queue, as Google's snippet pushes them.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  w.gtag("js", new Date());
  w.gtag("config", measurementId);
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}
