import "server-only";

/**
 * What a cookie may take, name and value as sent: browsers keep 4096 bytes, and nginx's default 1 KB header buffer
 * grows to 8 KB for the whole Cookie header. JSON escapes and URL encoding can make a value six times its text.
 */
export const MAX_COOKIE_BYTES = 3500;
/**
 * What each of a first page's cookies may take: both are set beside the security headers on one response, whose
 * header block must stay within the 4 KB a proxy in front buffers for it (nginx's default `proxy_buffer_size`).
 */
export const COOKIE_BUDGETS = { attribution: 900, firstTouch: 500 } as const;
/** A value is never shortened below this many encoded bytes: at that point a whole entry goes instead. */
const FLOOR = 60;

/** The bytes a cookie holding `value` as JSON takes in a Set-Cookie / Cookie header (Next URL-encodes values). */
export const cookieBytes = (name: string, value: unknown) =>
  name.length + 1 + encodeURIComponent(JSON.stringify(value)).length;

const encodedLength = (text: string) => encodeURIComponent(JSON.stringify(text)).length;
/** One character's share of an encoded value (a quote is `\"`, then `%5C%22`). */
const charCost = (char: string) => encodeURIComponent(JSON.stringify(char).slice(1, -1)).length;

/** `text` with characters taken off its end until its encoded length is `excess` smaller, or at the floor. */
function shorten(text: string, excess: number): string {
  const chars = Array.from(text);
  let length = encodedLength(text);
  const target = Math.max(FLOOR, length - excess);
  while (chars.length > 0 && length > target) {
    length -= charCost(chars.pop()!);
  }
  return chars.join("").trim();
}

type Fit = {
  /** Values that may be shortened (longest first) before anything is dropped. */
  shorten: readonly string[];
  /** Entries that may be dropped whole, with their companions (a click id and its first-seen time). */
  drop: readonly { key: string; with?: string }[];
};

/**
 * The entries, shortened and then dropped until the cookie fits `maxBytes`: a cookie over what the browser
 * keeps is dropped whole, and the visit's attribution with it. Every long value is cut to one common length (the
 * longest that fits), so no single value pays for the others. Never throws, always ends.
 */
export function fitCookie<T extends Record<string, string | undefined>>(
  name: string,
  value: T,
  fit: Fit,
  maxBytes = MAX_COOKIE_BYTES,
): T {
  const out: Record<string, string | undefined> = { ...value };
  const excess = () => cookieBytes(name, out) - maxBytes;
  if (excess() <= 0) return out as T;

  const keys = fit.shorten.filter((key) => out[key]);
  const sizes = keys.map((key) => encodedLength(out[key]!));
  const saved = (cap: number) => sizes.reduce((sum, size) => sum + Math.max(0, size - cap), 0);
  let cap = FLOOR;
  if (saved(FLOOR) >= excess()) {
    // The highest common length that still saves enough.
    let [low, high] = [FLOOR, Math.max(FLOOR, ...sizes)];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (saved(middle) >= excess()) low = middle;
      else high = middle - 1;
    }
    cap = low;
  }
  keys.forEach((key, i) => {
    if (sizes[i]! <= cap) return;
    const shorter = shorten(out[key]!, sizes[i]! - cap);
    if (shorter) out[key] = shorter;
    else delete out[key];
  });

  // Still too long: whole entries go, those that may be dropped first (longest first), then any.
  const longest = (candidates: readonly string[]) =>
    candidates
      .filter((key) => out[key])
      .sort((a, b) => encodedLength(out[b]!) - encodedLength(out[a]!) || a.localeCompare(b))[0];
  while (excess() > 0) {
    const entry = longest(fit.drop.map((d) => d.key));
    const gone = entry ?? longest(fit.shorten) ?? longest(Object.keys(out));
    if (!gone) break;
    delete out[gone];
    const companion = fit.drop.find((d) => d.key === entry)?.with;
    if (entry && companion) delete out[companion];
  }
  return out as T;
}
