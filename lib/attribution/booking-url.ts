import "server-only";
import { BOOKING_KEYS, CLICK_ID_KEYS, firstSeenKey, type Attribution } from "./keys";

/**
 * The longest booking URL /book sends: with the proxy's cookies and the security headers it must stay within the
 * 4 KB a proxy in front buffers for a response's headers (nginx's default).
 */
export const MAX_BOOKING_URL_LENGTH = 1000;
/** A marketing value is never shortened below this; past it, it goes. */
const SHORTEST_VALUE = 8;

const compose = (base: string, leadSource: string, attribution: Attribution) => {
  const url = new URL(base);
  url.searchParams.set("lead_source", leadSource);
  for (const key of BOOKING_KEYS) {
    const value = attribution[key];
    if (value) url.searchParams.set(key, value);
  }
  return url.toString();
};

/**
 * The booking widget URL with lead_source preset and the visitor's marketing keys and click ids appended, within
 * MAX_BOOKING_URL_LENGTH: whole click ids go first, longest first (a shortened one would name another click), then
 * the longest marketing value is halved until it fits.
 */
export function buildBookingUrl(base: string, leadSource: string, attribution: Attribution): string {
  const kept: Attribution = { ...attribution };
  const size = (key: keyof Attribution) => encodeURIComponent(kept[key]!).length;
  const longest = (keys: readonly (keyof Attribution)[]) =>
    keys.filter((key) => kept[key]).sort((a, b) => size(b) - size(a))[0];
  for (let url = compose(base, leadSource, kept); ; url = compose(base, leadSource, kept)) {
    if (url.length <= MAX_BOOKING_URL_LENGTH) return url;
    const clickId = longest(CLICK_ID_KEYS);
    const value = longest(BOOKING_KEYS);
    if (clickId) delete kept[clickId];
    else if (!value) return url;
    else if (Array.from(kept[value]!).length > SHORTEST_VALUE)
      kept[value] = Array.from(kept[value]!)
        .slice(0, Math.ceil(Array.from(kept[value]!).length / 2))
        .join("");
    else delete kept[value];
  }
}

/**
 * What /book passes on and records. With Global Privacy Control (`Sec-GPC: 1`) the visitor asked not to be shared
 * for advertising: no ad platform's click id goes to the booking widget or into the booking click.
 */
export function bookingAttribution(attribution: Attribution, gpc: boolean): Attribution {
  if (!gpc) return attribution;
  const kept: Attribution = { ...attribution };
  for (const key of CLICK_ID_KEYS) {
    delete kept[key];
    delete kept[firstSeenKey(key)];
  }
  return kept;
}
