import { describe, expect, it } from "vitest";
import { phoneLink } from "@/lib/forms/phone-link";

describe("a lead's phone as the owner dials it", () => {
  it("shows a number in its country's national format and links the full number", () => {
    expect(phoneLink("+15415550101")).toEqual({ text: "(541) 555-0101", href: "tel:+15415550101" });
    expect(phoneLink("+447700900123")).toEqual({ text: "07700 900123", href: "tel:+447700900123" });
  });

  it("has none for no number, and shows one that does not parse as stored, its link only digits and +", () => {
    expect(phoneLink(undefined)).toBeNull();
    expect(phoneLink("")).toBeNull();
    expect(phoneLink(42)).toBeNull();
    expect(phoneLink("12")).toEqual({ text: "12", href: "tel:12" });
    expect(phoneLink('"><script>')?.href).toBe("tel:");
  });
});
