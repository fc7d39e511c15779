import { describe, expect, it } from "vitest";
import { parseGoogleAdsOptions } from "@/lib/integrations/google-ads/csv";
import { microsoftAdsCsv, microsoftAdsTime } from "@/lib/integrations/microsoft-ads/csv";

const options = (query: string) => {
  const parsed = parseGoogleAdsOptions(new URLSearchParams(query));
  if ("problem" in parsed) throw new Error(parsed.problem);
  return parsed;
};

describe("Microsoft Advertising offline conversions file", () => {
  it("writes the time zone row, Microsoft's header and one row per conversion with its own value", () => {
    const csv = microsoftAdsCsv(
      [
        {
          gclid: "f894f652ea334e739002f7167ab8f8e3",
          at: new Date("2026-11-25T21:04:05Z"),
          worth: { value: "4800.00", currency: "USD" },
        },
        { gclid: "0a1b2c3d4e5f60718293a4b5c6d7e8f9", at: new Date("2026-11-26T08:00:00Z") },
      ],
      options("status=won&name=Won&value=150&currency=EUR"),
    );
    expect(csv.split("\r\n")).toEqual([
      "Parameters:TimeZone=+0000",
      "Microsoft Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
      "f894f652ea334e739002f7167ab8f8e3,Won,2026-11-25 21:04:05,4800.00,USD",
      // No value of its own: the form's.
      "0a1b2c3d4e5f60718293a4b5c6d7e8f9,Won,2026-11-26 08:00:00,150,EUR",
      "",
    ]);
  });

  it("writes times in UTC, the zone its first row names", () => {
    expect(microsoftAdsTime(new Date("2026-03-08T10:30:00Z"))).toBe("2026-03-08 10:30:00");
  });
});
