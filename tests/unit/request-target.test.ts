import { describe, expect, it } from "vitest";
import { fittedTarget, MAX_PATH, MAX_REQUEST_TARGET, TOO_LONG_PATH } from "@/lib/request-target.mjs";

describe("the request target passed on to Next", () => {
  it("passes a target within the limit exactly as sent", () => {
    const target = `/dental?utm_source=google&gclid=${"x".repeat(100)}`;
    expect(fittedTarget(target)).toBe(target);
    expect(fittedTarget("/")).toBe("/");
  });

  it("keeps the query's parameters that fit, whole and in order, when the target is too long", () => {
    const target = `/contact/?utm_source=news&junk=${"a".repeat(8000)}&utm_campaign=spring&more=${"b".repeat(1790)}`;
    const fitted = fittedTarget(target);
    expect(fitted).toBe("/contact/?utm_source=news&utm_campaign=spring");
    expect(fittedTarget(`/?q=${"a".repeat(8000)}`)).toBe("/");
    const many = `/services?${Array.from({ length: 500 }, (_, i) => `k${i}=v`).join("&")}`;
    expect(fittedTarget(many).length).toBeLessThanOrEqual(MAX_REQUEST_TARGET);
    expect(many.startsWith(fittedTarget(many))).toBe(true);
  });

  it("sends a path too long for any page to the one the proxy refuses", () => {
    expect(fittedTarget(`/${"p".repeat(MAX_PATH)}/?x=${"y".repeat(2000)}`)).toBe(TOO_LONG_PATH);
    expect(fittedTarget(`/${"p".repeat(3000)}`)).toBe(TOO_LONG_PATH);
  });
});
