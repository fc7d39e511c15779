import { afterEach, describe, expect, it, vi } from "vitest";

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { "x-forwarded-for": xff });

async function load(trustProxy: "0" | "1") {
  vi.stubEnv("TRUST_PROXY", trustProxy);
  vi.stubEnv("AUTH_SECRET", "a".repeat(40));
  vi.resetModules();
  return import("@/lib/request-meta");
}

afterEach(() => vi.unstubAllEnvs());

describe("client address", () => {
  it("behind a trusted proxy, takes the first x-forwarded-for entry", async () => {
    const { clientIp } = await load("1");
    expect(clientIp(headers("203.0.113.7, 10.0.0.2, 10.0.0.1"))).toBe("203.0.113.7");
  });

  it("otherwise takes the last entry, the one next start adds from the socket", async () => {
    const { clientIp } = await load("0");
    expect(clientIp(headers("198.51.100.1, 127.0.0.1"))).toBe("127.0.0.1");
    expect(clientIp(headers())).toBe("unknown");
    expect(clientIp(headers(" , "))).toBe("unknown");
  });

  it("hashes addresses with the app secret and never returns the address", async () => {
    const { hashIp } = await load("0");
    const hash = hashIp("203.0.113.7");
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(hash).toBe(hashIp("203.0.113.7"));
    expect(hash).not.toBe(hashIp("203.0.113.8"));
  });
});
