import { afterEach, describe, expect, it, vi } from "vitest";
import * as cronAuthModule from "@/lib/cron-auth";

async function load(secret: string) {
  vi.stubEnv("CRON_SECRET", secret);
  return cronAuthModule.hasCronSecret;
}

afterEach(() => vi.unstubAllEnvs());

describe("the cron secret", () => {
  it("opens only to the exact bearer token", async () => {
    const hasCronSecret = await load("cron-secret-0123456789");
    expect(hasCronSecret("Bearer cron-secret-0123456789")).toBe(true);
    for (const header of [
      null,
      "",
      "cron-secret-0123456789",
      "Bearer cron-secret-012345678",
      "Bearer cron-secret-01234567890",
      "bearer cron-secret-0123456789",
    ]) {
      expect(hasCronSecret(header)).toBe(false);
    }
  });

  it("is compared as equal-length digests, so a wrong guess's length changes nothing measurable", async () => {
    const hasCronSecret = await load("cron-secret-0123456789");
    // Guesses of every length, short to very long, all go through the same fixed-size comparison without throwing.
    for (const length of [0, 1, 29, 30, 31, 1000, 100_000])
      expect(hasCronSecret("x".repeat(length))).toBe(false);
  });

  it("is closed when no secret is configured", async () => {
    const hasCronSecret = await load("");
    expect(hasCronSecret("Bearer ")).toBe(false);
  });
});
