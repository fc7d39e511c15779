import { describe, expect, it } from "vitest";
import { ATTRIBUTION_KEYS, MAX_COOKIE_LENGTH, MAX_VALUE_LENGTH } from "@/lib/attribution/keys";
import {
  attributionFromCookie,
  attributionFromSearch,
  isEmpty,
  mergeAttribution,
} from "@/lib/attribution/parse";
import { firstTouchFrom, parseFirstTouch } from "@/lib/attribution/first-touch";

describe("attributionFromSearch", () => {
  it("keeps only the allowed keys (marketing keys and ad click ids)", () => {
    const params = new URLSearchParams("utm_source=fb&utm_campaign=spring&gclid=abc&foo=bar&ref=partner");
    expect(attributionFromSearch(params)).toEqual({
      utm_source: "fb",
      utm_campaign: "spring",
      gclid: "abc",
      ref: "partner",
    });
  });

  it("reads all eight keys", () => {
    const keys = [
      "affiliate_link",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_content",
      "utm_term",
      "ref",
      "source",
    ];
    const params = new URLSearchParams(keys.map((k) => `${k}=v-${k}`).join("&"));
    expect(Object.keys(attributionFromSearch(params)).sort()).toEqual([...keys].sort());
  });

  it("takes the first value of a repeated key", () => {
    expect(attributionFromSearch(new URLSearchParams("utm_source=a&utm_source=b"))).toEqual({
      utm_source: "a",
    });
  });

  it("drops empty values and strips control characters", () => {
    const params = new URLSearchParams("utm_source=&utm_medium=%00%0d%0a&utm_term=ad%00s%0a");
    expect(attributionFromSearch(params)).toEqual({ utm_term: "ads" });
  });

  it("caps very long values", () => {
    const params = new URLSearchParams(`utm_content=${"x".repeat(10_000)}`);
    expect(attributionFromSearch(params).utm_content).toHaveLength(MAX_VALUE_LENGTH);
  });

  it("caps each value's URL-encoded length, so all eight keys fit one cookie", () => {
    const params = new URLSearchParams(ATTRIBUTION_KEYS.map((key) => [key, "é".repeat(300)]));
    const attribution = attributionFromSearch(params);
    expect(Object.keys(attribution)).toHaveLength(8);
    expect(encodeURIComponent(JSON.stringify(attribution)).length).toBeLessThanOrEqual(4000);
    expect(attribution.utm_source!.length).toBeGreaterThan(20);
  });

  it("drops lone surrogates a stored cookie may hold, which no cookie can carry on", () => {
    expect(attributionFromCookie('{"utm_source":"a\\ud800b\\udfffc"}').attribution).toEqual({
      utm_source: "abc",
    });
  });

  it("keeps unicode as is", () => {
    const params = new URLSearchParams("utm_campaign=%D8%B1%D8%A8%D9%8A%D8%B9-%F0%9F%9A%80");
    expect(attributionFromSearch(params)).toEqual({ utm_campaign: "ربيع-🚀" });
  });
});

describe("attributionFromCookie", () => {
  it("reads a stored object", () => {
    expect(attributionFromCookie(JSON.stringify({ utm_source: "x", ref: "y" }))).toEqual({
      attribution: { utm_source: "x", ref: "y" },
    });
  });

  it("treats a missing cookie as empty without a warning", () => {
    expect(attributionFromCookie(undefined)).toEqual({ attribution: {} });
  });

  it.each([
    ["not json", "{utm_source:"],
    ["an array", "[1,2]"],
    ["a string", '"utm_source"'],
    ["null", "null"],
  ])("ignores %s with a warning", (_name, raw) => {
    const result = attributionFromCookie(raw);
    expect(result.attribution).toEqual({});
    expect(result.warning).toMatch(/booking_params cookie ignored/);
  });

  it("ignores an oversized cookie with a warning", () => {
    const raw = JSON.stringify({ utm_source: "x".repeat(MAX_COOKIE_LENGTH) });
    const result = attributionFromCookie(raw);
    expect(result.attribution).toEqual({});
    expect(result.warning).toMatch(/too large/);
  });

  it("drops unknown keys, non-strings and prototype keys", () => {
    const raw = '{"utm_source":"ok","__proto__":{"polluted":1},"utm_medium":5,"evil":"x"}';
    const result = attributionFromCookie(raw);
    expect(result.attribution).toEqual({ utm_source: "ok" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("mergeAttribution", () => {
  it("lets current URL values override stored ones and keeps the rest", () => {
    const merged = mergeAttribution({ utm_source: "old", ref: "keep" }, { utm_source: "new", utm_term: "t" });
    expect(merged).toEqual({ utm_source: "new", ref: "keep", utm_term: "t" });
  });

  it("knows when nothing was found", () => {
    expect(isEmpty({})).toBe(true);
    expect(isEmpty({ ref: "a" })).toBe(false);
  });
});

describe("first touch", () => {
  const landing = new URL("https://site.example/roofers?q=1");

  it("keeps an app's referrer as the app (Android sends android-app://), not the text null", () => {
    const touch = firstTouchFrom(landing, "android-app://com.google.android.googlequicksearchbox/");
    expect(touch.referrer).toBe("android-app://com.google.android.googlequicksearchbox/");
    expect(firstTouchFrom(landing, "https://www.google.com/search?q=x").referrer).toBe(
      "https://www.google.com/search",
    );
    expect(firstTouchFrom(landing, "https://site.example/about").referrer).toBeUndefined();
  });

  it("reads back what it wrote, also when JSON escapes make it long", () => {
    const url = new URL(`https://site.example/roofers?q=${"\\".repeat(300)}`);
    const touch = firstTouchFrom(url, `https://ref.example/${"a".repeat(480)}`);
    expect(parseFirstTouch(JSON.stringify(touch))).toEqual(touch);
  });
});
