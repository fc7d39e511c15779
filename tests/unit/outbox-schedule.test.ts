import { describe, expect, it } from "vitest";
import { maxAttemptsFor, nextDelayMs } from "@/lib/channels/registry";
import { parseRetryAfter } from "@/lib/delivery/result";

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const middle = () => 0.5;

describe("retry schedule", () => {
  it("webhooks follow the Standard Webhooks schedule: 10 attempts over about three days", () => {
    const delays = Array.from({ length: 9 }, (_, i) => nextDelayMs("webhook", i + 1, undefined, middle) ?? 0);
    expect(delays).toEqual([5 * S, 5 * M, 30 * M, 2 * H, 5 * H, 10 * H, 14 * H, 20 * H, 24 * H]);
    expect(maxAttemptsFor("webhook")).toBe(10);
    expect(nextDelayMs("webhook", 10)).toBeNull();
    const total = delays.reduce((a, b) => a + b, 0);
    expect(total / H).toBeCloseTo(75.6, 1);
  });

  it("emails stop at the 10 h step, inside Resend's 24 h idempotency window", () => {
    const delays = Array.from(
      { length: 6 },
      (_, i) => nextDelayMs("owner_email", i + 1, undefined, middle) ?? 0,
    );
    expect(delays).toEqual([5 * S, 5 * M, 30 * M, 2 * H, 5 * H, 10 * H]);
    expect(nextDelayMs("prospect_email", 7)).toBeNull();
    expect(maxAttemptsFor("prospect_email")).toBe(7);
    expect(delays.reduce((a, b) => a + b, 0)).toBeLessThan(24 * H);
  });

  it("jitters by at most ±10 %", () => {
    expect(nextDelayMs("webhook", 2, undefined, () => 0)).toBe(0.9 * 5 * M);
    expect(nextDelayMs("webhook", 2, undefined, () => 0.999999)).toBeLessThanOrEqual(1.1 * 5 * M);
    for (let i = 0; i < 200; i++) {
      const d = nextDelayMs("webhook", 3)!;
      expect(d).toBeGreaterThanOrEqual(0.9 * 30 * M);
      expect(d).toBeLessThanOrEqual(1.1 * 30 * M);
    }
  });

  it("honours a longer Retry-After, never a shorter one", () => {
    expect(nextDelayMs("webhook", 1, 120 * S, middle)).toBe(120 * S);
    expect(nextDelayMs("webhook", 2, 1 * S, middle)).toBe(5 * M);
  });

  it("reads Retry-After as seconds or a date, and never as more than a day", () => {
    const now = Date.parse("2026-11-25T00:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120 * S);
    expect(parseRetryAfter("Wed, 25 Nov 2026 00:10:00 GMT", now)).toBe(10 * M);
    expect(parseRetryAfter("Tue, 24 Nov 2026 00:00:00 GMT", now)).toBe(0);
    // A receiver cannot park a job for years, nor break the schedule with a number no date can hold.
    expect(parseRetryAfter("9".repeat(400), now)).toBe(24 * H);
    expect(parseRetryAfter("Fri, 31 Dec 9999 23:59:59 GMT", now)).toBe(24 * H);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("", now)).toBeUndefined();
  });
});
