import "server-only";
import { cleanClickId, cleanFirstSeen } from "./click-ids";
import {
  ATTRIBUTION_KEYS,
  CLICK_ID_KEYS,
  firstSeenKey,
  MAX_COOKIE_LENGTH,
  MAX_ENCODED_VALUE_LENGTH,
  MAX_VALUE_LENGTH,
  type Attribution,
} from "./keys";

// Control characters never belong in a campaign value and would corrupt logs and CSV exports.
const CONTROL = /[\u0000-\u001f\u007f]/g;

// Lone surrogates cannot be encoded into a cookie (encodeURIComponent throws); they carry nothing anyway.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Without control characters and lone surrogates: fit for a cookie, a log line and a Postgres text value. */
export const storableText = (value: string) => value.replace(CONTROL, "").replace(LONE_SURROGATE, "");

/** Control characters and lone surrogates removed, trimmed, capped in characters and in encoded length. */
function clean(value: string): string {
  const chars = Array.from(storableText(value).trim()).slice(0, MAX_VALUE_LENGTH);
  let encoded = 0;
  let kept = 0;
  for (const char of chars) {
    encoded += encodeURIComponent(char).length;
    if (encoded > MAX_ENCODED_VALUE_LENGTH) break;
    kept++;
  }
  return chars.slice(0, kept).join("").trim();
}

/** The allowed keys that `get` has a usable text for, cleaned; click ids only when they are ids, untouched. */
function pick(get: (key: string) => unknown): Attribution {
  const found: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const raw = get(key);
    const value = typeof raw === "string" ? clean(raw) : "";
    if (value) found[key] = value;
  }
  for (const key of CLICK_ID_KEYS) {
    const id = cleanClickId(get(key));
    if (id) found[key] = id;
  }
  return found;
}

/** Allowed keys found in a query string; the first value of a repeated key wins. */
export const attributionFromSearch = (params: URLSearchParams) => pick((key) => params.get(key));

const ignored = (why: string) => ({ attribution: {}, warning: `booking_params cookie ignored: ${why}` });

/** Reads the stored cookie; anything unparsable or oversized is ignored with a warning. */
export function attributionFromCookie(raw: string | undefined): {
  attribution: Attribution;
  warning?: string;
} {
  if (!raw) return { attribution: {} };
  if (raw.length > MAX_COOKIE_LENGTH) return ignored(`${raw.length} bytes is too large`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return ignored("not valid JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return ignored("not an object");
  const get = (key: string): unknown => Object.getOwnPropertyDescriptor(parsed, key)?.value;
  const attribution = pick(get);
  // A first-seen time belongs to the click id stored beside it.
  for (const key of CLICK_ID_KEYS) {
    const seen = attribution[key] && cleanFirstSeen(get(firstSeenKey(key)));
    if (seen) attribution[firstSeenKey(key)] = seen;
  }
  return { attribution };
}

/**
 * Current URL values override stored ones, key by key. A click id keeps the time it was first seen while it stays
 * the same; a new one starts its own (Meta's `fbc` carries that time).
 */
export function mergeAttribution(stored: Attribution, current: Attribution, now = Date.now()): Attribution {
  const merged: Attribution = { ...stored, ...current };
  for (const key of CLICK_ID_KEYS) {
    const id = current[key];
    if (!id) continue;
    const seen = firstSeenKey(key);
    const kept = stored[key] === id && cleanFirstSeen(stored[seen], now);
    merged[seen] = kept || String(now);
  }
  return merged;
}

export function isEmpty(attribution: Attribution): boolean {
  return Object.keys(attribution).length === 0;
}
