import { describe, expect, it } from "vitest";
import { isRealNavigation } from "@/lib/request/prefetch";

const navigation = (headers: Record<string, string>) => isRealNavigation(new Headers(headers));

describe("which requests to /book count as a booking click", () => {
  it("counts a person following the link in their own tab", () => {
    expect(navigation({ "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" })).toBe(true);
    // Browsers without fetch metadata: a request asking for a page.
    expect(navigation({ accept: "text/html,application/xhtml+xml" })).toBe(true);
  });

  it("does not count a frame, however it is hidden, on this site or another", () => {
    for (const dest of ["iframe", "frame", "embed", "object"]) {
      expect(
        navigation({ "sec-fetch-mode": "navigate", "sec-fetch-dest": dest, "sec-fetch-site": "cross-site" }),
      ).toBe(false);
    }
  });

  it("does not count prefetches, previews or scripts", () => {
    expect(navigation({ "sec-fetch-mode": "navigate", "sec-purpose": "prefetch" })).toBe(false);
    expect(navigation({ "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" })).toBe(false);
    expect(navigation({ "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" })).toBe(false);
    expect(navigation({ accept: "*/*" })).toBe(false);
  });
});
