import { describe, expect, it } from "vitest";
import {
  basicCredentials,
  GOOGLE_ADS_IMPORT_USER,
  isGoogleAdsImport,
  MICROSOFT_ADS_IMPORT_USER,
} from "@/lib/integrations/google-ads/basic-auth";
import { googleAdsCsv, googleAdsTime, parseGoogleAdsOptions } from "@/lib/integrations/google-ads/csv";

const options = (query: string) => {
  const parsed = parseGoogleAdsOptions(new URLSearchParams(query));
  if ("problem" in parsed) throw new Error(parsed.problem);
  return parsed;
};

describe("the Google Ads conversions file", () => {
  it("declares its time zone, then Google's header, then one row per click", () => {
    const at = new Date("2026-11-25T21:04:05Z");
    const csv = googleAdsCsv(
      [{ gclid: "TeSt_123", at }],
      options("name=Qualified lead&value=150&currency=USD"),
    );
    expect(csv.split("\r\n")).toEqual([
      "Parameters:TimeZone=America/Los_Angeles",
      "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
      "TeSt_123,Qualified lead,2026-11-25 13:04:05,150,USD",
      "",
    ]);
  });

  it("writes times as Google reads them, in Pacific time on both sides of daylight saving", () => {
    expect(googleAdsTime(new Date("2026-07-04T19:00:00Z"))).toBe("2026-07-04 12:00:00");
    expect(googleAdsTime(new Date("2026-01-04T08:30:09Z"))).toBe("2026-01-04 00:30:09");
  });

  it("leaves value and currency empty without a value, so the conversion action's default applies", () => {
    const csv = googleAdsCsv([{ gclid: "Cj0KCQ", at: new Date() }], options(""));
    expect(csv.split("\r\n")[2]).toMatch(/^Cj0KCQ,Lead,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,,$/);
  });

  it("refuses choices that are not a conversion name, a value or a currency, with the reason", () => {
    for (const [query, problem] of [
      ["status=lost", /status/],
      ["name==HYPERLINK(1)", /name/],
      ["value=1e9", /value/],
      ["currency=usd", /currency/],
    ] as const) {
      const parsed = parseGoogleAdsOptions(new URLSearchParams(query));
      expect("problem" in parsed && parsed.problem).toMatch(problem);
    }
  });
});

describe("the scheduled import's basic auth", () => {
  const header = (user: string, password: string) =>
    `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
  const secret = "s3cret-for-google-ads-0123456789";

  it("takes the user name and the secret, and nothing else", () => {
    expect(isGoogleAdsImport(header(GOOGLE_ADS_IMPORT_USER, secret), secret)).toBe(true);
    expect(isGoogleAdsImport(header(GOOGLE_ADS_IMPORT_USER, `${secret}x`), secret)).toBe(false);
    expect(isGoogleAdsImport(header("admin", secret), secret)).toBe(false);
    expect(isGoogleAdsImport(null, secret)).toBe(false);
    // Microsoft Advertising's import signs in as its own user; Google's user is not it.
    expect(
      isGoogleAdsImport(header(MICROSOFT_ADS_IMPORT_USER, secret), secret, MICROSOFT_ADS_IMPORT_USER),
    ).toBe(true);
    expect(isGoogleAdsImport(header(GOOGLE_ADS_IMPORT_USER, secret), secret, MICROSOFT_ADS_IMPORT_USER)).toBe(
      false,
    );
    expect(isGoogleAdsImport(`Bearer ${secret}`, secret)).toBe(false);
  });

  it("reads a password that holds colons, and nothing from a malformed header", () => {
    expect(basicCredentials(header("u", "a:b:c"))).toEqual({ user: "u", password: "a:b:c" });
    expect(basicCredentials("Basic !!!")).toBeUndefined();
    expect(basicCredentials(`Basic ${Buffer.from("no-colon").toString("base64")}`)).toBeUndefined();
  });
});
