import { describe, expect, it } from "vitest";
import { bookingAttribution, buildBookingUrl, MAX_BOOKING_URL_LENGTH } from "@/lib/attribution/booking-url";
import { BOOKING_KEYS, CLICK_ID_KEYS } from "@/lib/attribution/keys";

const base = "https://booking.example.com/widget/booking/abc";

describe("buildBookingUrl", () => {
  it("presets lead_source when there is no attribution", () => {
    expect(buildBookingUrl(base, "website_discovery_booking", {})).toBe(
      `${base}?lead_source=website_discovery_booking`,
    );
  });

  it("appends the attribution in a stable key order", () => {
    const url = new URL(buildBookingUrl(base, "web", { ref: "r", utm_source: "fb", utm_campaign: "spring" }));
    expect([...url.searchParams.keys()]).toEqual(["lead_source", "utm_source", "utm_campaign", "ref"]);
    expect(url.searchParams.get("utm_source")).toBe("fb");
  });

  it("encodes values so they cannot inject parameters", () => {
    const url = new URL(buildBookingUrl(base, "web", { utm_source: "a&lead_source=evil#frag" }));
    expect(url.searchParams.get("lead_source")).toBe("web");
    expect(url.searchParams.get("utm_source")).toBe("a&lead_source=evil#frag");
    expect(url.hash).toBe("");
  });

  it("keeps query parameters already on the base URL", () => {
    const url = new URL(buildBookingUrl(`${base}?embed=1`, "web", { ref: "x" }));
    expect(url.searchParams.get("embed")).toBe("1");
    expect(url.searchParams.get("ref")).toBe("x");
  });

  it("round-trips unicode values", () => {
    const url = new URL(buildBookingUrl(base, "web", { utm_campaign: "été 🚀" }));
    expect(url.searchParams.get("utm_campaign")).toBe("été 🚀");
  });

  it("stays within its length for any attribution: click ids go whole, longest first, then values are shortened", () => {
    const attribution = Object.fromEntries(
      BOOKING_KEYS.map((key) => [
        key,
        CLICK_ID_KEYS.includes(key as never) ? "+/".repeat(250) : "é".repeat(200),
      ]),
    );
    const url = new URL(buildBookingUrl(base, "web", attribution));
    expect(url.toString().length).toBeLessThanOrEqual(MAX_BOOKING_URL_LENGTH);
    expect(url.searchParams.get("lead_source")).toBe("web");
    for (const key of CLICK_ID_KEYS) expect(url.searchParams.get(key)).toBeNull();
    // A real visit's keys fit untouched.
    const real = { gclid: "Cj0KCQiA" + "x".repeat(80), utm_source: "google", utm_campaign: "spring-dental" };
    const fitted = new URL(buildBookingUrl(base, "web", real));
    expect(Object.fromEntries([...fitted.searchParams].filter(([key]) => key !== "lead_source"))).toEqual(
      real,
    );
    // Two long click ids, one of which fits: the longer one goes.
    const two = new URL(buildBookingUrl(base, "web", { gclid: "g".repeat(500), fbclid: "f".repeat(600) }));
    expect([two.searchParams.get("gclid"), two.searchParams.get("fbclid")]).toEqual(["g".repeat(500), null]);
  });

  it("passes no click id on for a visitor who sent Global Privacy Control, and keeps the campaign", () => {
    const attribution = { gclid: "abc", gclid_at: "1700000000000", fbclid: "def", utm_source: "google" };
    expect(bookingAttribution(attribution, true)).toEqual({ utm_source: "google" });
    expect(bookingAttribution(attribution, false)).toEqual(attribution);
  });
});
