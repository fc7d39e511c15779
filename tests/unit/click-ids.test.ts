import { describe, expect, it } from "vitest";
import { buildBookingUrl } from "@/lib/attribution/booking-url";
import {
  browserIds,
  cleanClickId,
  cleanFirstSeen,
  fbcOf,
  gaClientId,
  randomGaClientId,
} from "@/lib/attribution/click-ids";
import { COOKIE_BUDGETS, cookieBytes } from "@/lib/attribution/cookie-size";
import { firstTouchFrom, parseFirstTouch } from "@/lib/attribution/first-touch";
import { ATTRIBUTION_KEYS, CLICK_ID_KEYS, MAX_CLICK_ID_LENGTH } from "@/lib/attribution/keys";
import { attributionFromCookie, attributionFromSearch, mergeAttribution } from "@/lib/attribution/parse";
import { attributionCookie, firstTouchCookie } from "@/lib/attribution/request";

const cookies = (values: Record<string, string>) => ({
  get: (name: string) => (name in values ? { value: values[name]! } : undefined),
});

/** What a browser sends back: Next URL-encodes a cookie's value when setting it and decodes it when reading. */
const roundTrip = (value: string) => decodeURIComponent(encodeURIComponent(value));

describe("ad click ids in a landing URL", () => {
  it("keeps all seven, exactly as received (case included)", () => {
    const params = new URLSearchParams(CLICK_ID_KEYS.map((key) => [key, `Ab_${key}-9`]));
    params.set("fbclid", "AbC_9");
    const found = attributionFromSearch(params);
    expect(Object.keys(found).sort()).toEqual([...CLICK_ID_KEYS].sort());
    expect(found.fbclid).toBe("AbC_9");
    expect(found.li_fat_id).toBe("Ab_li_fat_id-9");
  });

  it("drops what is not an id (spaces, quotes, markup) and never shortens one", () => {
    expect(cleanClickId("  TeSt_123 ")).toBe("TeSt_123");
    expect(cleanClickId('a"b')).toBeUndefined();
    expect(cleanClickId("<script>")).toBeUndefined();
    expect(cleanClickId("two words")).toBeUndefined();
    expect(cleanClickId(["x"])).toBeUndefined();
    expect(cleanClickId("x".repeat(MAX_CLICK_ID_LENGTH))).toHaveLength(MAX_CLICK_ID_LENGTH);
    expect(cleanClickId("x".repeat(MAX_CLICK_ID_LENGTH + 1))).toBeUndefined();
  });

  it("stamps when a click id was first seen, keeps it while the id stays, and starts again for a new one", () => {
    const first = mergeAttribution({}, { gclid: "G1", utm_source: "google" }, 1_750_000_000_000);
    expect(first).toEqual({ gclid: "G1", gclid_at: "1750000000000", utm_source: "google" });
    const again = mergeAttribution(first, { gclid: "G1" }, 1_750_000_100_000);
    expect(again.gclid_at).toBe("1750000000000");
    const other = mergeAttribution(again, { gclid: "G2" }, 1_750_000_200_000);
    expect(other).toMatchObject({ gclid: "G2", gclid_at: "1750000200000" });
    // A visit without a click id in its URL keeps what it had.
    expect(mergeAttribution(other, { utm_term: "t" }, 1_750_000_300_000).gclid_at).toBe("1750000200000");
  });

  it("reads a first-seen time back only beside its click id, and only when it is plausible", () => {
    const stored = JSON.stringify({ fbclid: "AbC_9", fbclid_at: "1750000000000", gclid_at: "1750000000000" });
    expect(attributionFromCookie(stored).attribution).toEqual({
      fbclid: "AbC_9",
      fbclid_at: "1750000000000",
    });
    expect(cleanFirstSeen("99999999999999")).toBeUndefined();
    expect(cleanFirstSeen("1000000000000")).toBeUndefined();
    expect(cleanFirstSeen(String(Date.now() + 3 * 86_400_000))).toBeUndefined();
    expect(cleanFirstSeen(1750000000000)).toBeUndefined();
  });

  it("turns fbclid into Meta's fbc with its first-seen time in milliseconds and its case", () => {
    expect(fbcOf({ fbclid: "AbC_9", fbclid_at: "1750000000000" })).toBe("fb.1.1750000000000.AbC_9");
    expect(fbcOf({ gclid: "x" })).toBeUndefined();
  });

  it("goes to the booking widget beside the UTM keys; the browser ids and times do not", () => {
    const url = new URL(
      buildBookingUrl("https://book.example/w", "web", {
        utm_source: "google",
        gclid: "TeSt_123",
        gclid_at: "1750000000000",
        _ga: "GA1.1.1.2",
        _fbp: "fb.1.1750000000000.1",
      }),
    );
    expect(url.searchParams.get("gclid")).toBe("TeSt_123");
    expect([...url.searchParams.keys()]).toEqual(["lead_source", "utm_source", "gclid"]);
  });
});

describe("browser ids", () => {
  it("reads _fbp and _ga in their documented shapes, and nothing else", () => {
    const found = browserIds(
      cookies({ _fbp: "fb.1.1596403881668.1116446470", _ga: "GA1.1.1234567890.1700000000", _gid: "x" }),
    );
    expect(found).toEqual({ _fbp: "fb.1.1596403881668.1116446470", _ga: "GA1.1.1234567890.1700000000" });
    expect(browserIds(cookies({ _fbp: "fb.1.<b>.1", _ga: "GA1.1.a.b" }))).toEqual({});
  });

  it("takes the GA4 client id from _ga, and makes one in the same format when there is none", () => {
    expect(gaClientId("GA1.1.1234567890.1700000000")).toBe("1234567890.1700000000");
    expect(gaClientId(undefined)).toBeUndefined();
    expect(randomGaClientId(1_750_000_000_000)).toMatch(/^\d{10}\.1750000000$/);
  });
});

describe("the attribution cookie's size, measured as sent", () => {
  const worst = (char: string) =>
    Object.fromEntries([
      ...ATTRIBUTION_KEYS.map((key) => [key, char.repeat(200)]),
      ...CLICK_ID_KEYS.map((key) => [key, "x".repeat(MAX_CLICK_ID_LENGTH)]),
      ...CLICK_ID_KEYS.map((key) => [`${key}_at`, "1750000000000"]),
    ]);

  it.each([
    ['quotes (7 KB before: each " is \\" in JSON, then %5C%22)', '"'],
    ["backslashes", "\\"],
    ["emoji", "🚀"],
    ["accents", "é"],
  ])("stays within its budget (900 bytes) with %s in every value", (_name, char) => {
    for (const https of [false, true]) {
      const attribution = attributionFromSearch(new URLSearchParams(Object.entries(worst(char))));
      const cookie = attributionCookie(mergeAttribution({}, attribution), https);
      expect(cookie.name.length + 1 + encodeURIComponent(cookie.value).length).toBeLessThanOrEqual(
        COOKIE_BUDGETS.attribution,
      );
      // What the browser sends back is read as it was written.
      const read = attributionFromCookie(roundTrip(cookie.value));
      expect(read.warning).toBeUndefined();
      expect(read.attribution).toEqual(JSON.parse(cookie.value));
    }
  });

  it("shortens campaign values before it drops a click id", () => {
    const params = new URLSearchParams(ATTRIBUTION_KEYS.map((key) => [key, '"'.repeat(200)]));
    params.set("gclid", "TeSt_123");
    params.set("fbclid", "AbC_9");
    const cookie = JSON.parse(
      attributionCookie(mergeAttribution({}, attributionFromSearch(params)), true).value,
    );
    expect(cookie).toMatchObject({ gclid: "TeSt_123", fbclid: "AbC_9" });
    expect(cookie.gclid_at).toMatch(/^\d{13}$/);
    expect(ATTRIBUTION_KEYS.every((key) => cookie[key])).toBe(true);
    // One common length for all, not the first ones cut to nothing.
    const lengths = ATTRIBUTION_KEYS.map((key) => cookie[key].length);
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(Math.max(...lengths) - 1);
    // At least the floor: 60 bytes as sent, ten quotes (each is %5C%22).
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(10);
  });

  it("drops whole click ids, with their times, when they alone are too many", () => {
    const ids = Object.fromEntries(CLICK_ID_KEYS.map((key) => [key, "x".repeat(MAX_CLICK_ID_LENGTH)]));
    const cookie = JSON.parse(attributionCookie(mergeAttribution({}, ids), false).value);
    const kept = CLICK_ID_KEYS.filter((key) => cookie[key]);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(CLICK_ID_KEYS.length);
    for (const key of CLICK_ID_KEYS) {
      expect(cookie[key] === undefined || cookie[key] === "x".repeat(MAX_CLICK_ID_LENGTH)).toBe(true);
      expect(Boolean(cookie[`${key}_at`])).toBe(Boolean(cookie[key]));
    }
  });

  it("leaves a small cookie exactly as it was", () => {
    const attribution = { utm_source: "google", gclid: "TeSt_123", gclid_at: "1750000000000" };
    expect(JSON.parse(attributionCookie(attribution, true).value)).toEqual(attribution);
  });

  it("keeps the first-touch cookie within its budget (500 bytes) too", () => {
    // A backslash stays raw in a query (\\ in JSON, %5C%5C as sent); quotes arrive URL-encoded (%22, then %2522).
    const url = new URL(`https://site.example/roofers?q=${"\\".repeat(490)}`);
    const touch = firstTouchFrom(url, `https://ref.example/${'"'.repeat(480)}`);
    expect(cookieBytes("__Host-first_touch", touch)).toBeGreaterThan(COOKIE_BUDGETS.firstTouch);
    const cookie = firstTouchCookie(touch, true);
    expect(cookie.name.length + 1 + encodeURIComponent(cookie.value).length).toBeLessThanOrEqual(
      COOKIE_BUDGETS.firstTouch,
    );
    const read = parseFirstTouch(roundTrip(cookie.value));
    expect(read.landing_page).toMatch(/^\/roofers\?q=\\+$/);
    expect(read.referrer).toMatch(/^https:\/\/ref\.example\/(%22)+/);
  });
});
