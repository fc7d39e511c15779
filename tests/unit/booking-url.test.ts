import { describe, expect, it } from "vitest";
import { buildBookingUrl } from "@/lib/attribution/booking-url";

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
});
