import { afterEach, describe, expect, it, vi } from "vitest";
import * as requestMeta from "@/lib/request/client";
import { siteNetworkKey } from "@/lib/ip";

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { "x-forwarded-for": xff });

async function load(trustProxy: string) {
  vi.stubEnv("TRUST_PROXY", trustProxy);
  vi.stubEnv("AUTH_SECRET", "a".repeat(40));
  return requestMeta;
}

afterEach(() => vi.unstubAllEnvs());

describe("client address", () => {
  it("behind one trusted proxy, takes the entry it appended: the last one, whatever the client wrote before it", async () => {
    const { clientIp } = await load("1");
    expect(clientIp(headers("203.0.113.7, 10.0.0.2, 198.51.100.4"))).toBe("198.51.100.4");
    expect(clientIp(headers("198.51.100.4"))).toBe("198.51.100.4");
  });

  it("reads an entry a proxy wrote with its port as the address alone", async () => {
    const { clientIp } = await load("1");
    expect(clientIp(headers("198.51.100.7:50123"))).toBe("198.51.100.7");
    expect(clientIp(headers("[2001:db8::1]:443"))).toBe("2001:db8::1");
    expect(clientIp(headers("[2001:db8::1]"))).toBe("2001:db8::1");
    expect(clientIp(headers("2001:db8::1"))).toBe("2001:db8::1");
    expect(clientIp(headers("198.51.100.7:port"))).toBe("unknown");
  });

  it("behind N trusted proxies, takes the N-th entry from the right", async () => {
    const { clientIp } = await load("2");
    expect(clientIp(headers("1.1.1.1, 203.0.113.7, 10.0.0.2"))).toBe("203.0.113.7");
    // Fewer entries than proxies: every entry came from a trusted hop; the leftmost is the client's.
    expect(clientIp(headers("203.0.113.9"))).toBe("203.0.113.9");
  });

  it("without a proxy, takes the address the server put there from the connection", async () => {
    const { clientIp } = await load("0");
    expect(clientIp(headers("::ffff:127.0.0.1"))).toBe("127.0.0.1");
    expect(clientIp(headers())).toBe("unknown");
    expect(clientIp(headers(" , "))).toBe("unknown");
    expect(clientIp(headers("not-an-address"))).toBe("unknown");
  });

  it("counts IPv6 addresses per /64, IPv4 per address", async () => {
    const { networkKey, hashIp } = await load("0");
    expect(networkKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(networkKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(networkKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(networkKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(networkKey("[2001:db8:1:3::9]")).toBe("2001:db8:1:3::/64");
    expect(hashIp("2001:db8:1:2::1")).toBe(hashIp("2001:db8:1:2:dead:beef::7"));
    expect(hashIp("2001:db8:1:2::1")).not.toBe(hashIp("2001:db8:1:3::1"));
    expect(hashIp("203.0.113.7")).not.toBe(hashIp("203.0.113.8"));
  });

  it("knows an IPv6 address's /48, the second bucket of the form limits; IPv4 has none", () => {
    expect(siteNetworkKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1::/48");
    expect(siteNetworkKey("2001:db8:1:ff00::1")).toBe("2001:db8:1::/48");
    expect(siteNetworkKey("[2001:db8::9]")).toBe("2001:db8:0::/48");
    expect(siteNetworkKey("203.0.113.7")).toBeUndefined();
    expect(siteNetworkKey("::ffff:192.0.2.1")).toBeUndefined();
    expect(siteNetworkKey("garbage")).toBeUndefined();
  });

  it("hashes addresses with the app secret and never returns the address", async () => {
    const { hashIp } = await load("0");
    const hash = hashIp("203.0.113.7");
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(hash).toBe(hashIp("203.0.113.7"));
    expect(hash).not.toBe(hashIp("203.0.113.8"));
  });
});
