type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** A GA4 event through gtag, when analytics has loaded (or a test stands in for it); otherwise nothing. */
export function sendGtagEvent(name: string, params: Record<string, unknown>) {
  (window as GtagWindow).gtag?.("event", name, params);
}

// Google's gtag snippet as bundled code, so the CSP needs no inline script: queue the init commands, then load
// gtag.js as an external script, once per page load.
export function installGtag(measurementId: string) {
  const w = window as GtagWindow;
  // A Global Privacy Control signal is an opt-out the privacy policy promises to honour: no analytics at all.
  const optedOut =
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  if (w.gtag || optedOut) return;
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
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}
