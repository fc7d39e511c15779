import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitLogLines } from "@/lib/log-allowance";
import { request } from "../support/http-client.mjs";

// A real HTTP server whose handler logs as a refused request does (Next's own line, then ours), into a log that
// keeps what it is given; the allowance sits between them, as instrumentation.ts installs it on the console.
const lines: string[] = [];
const log = {
  log: (...args: unknown[]) => void lines.push(args.join(" ")),
  info: (...args: unknown[]) => void lines.push(args.join(" ")),
  warn: (...args: unknown[]) => void lines.push(args.join(" ")),
  error: (...args: unknown[]) => void lines.push(args.join(" ")),
};
let clock = Date.UTC(2026, 10, 28, 10, 0, 0);
const PER_MINUTE = 10;
let stop: () => void;
let base: string;
const server = http.createServer(async (req, res) => {
  log.error("⨯ SyntaxError: Unexpected token 'g'");
  // Whatever the handling starts later is still the same client's.
  await new Promise((resolve) => setTimeout(resolve, 1));
  log.warn(JSON.stringify({ event: "request_refused", reason: "action", path: req.url }));
  res.end("refused");
});

beforeAll(async () => {
  stop = limitLogLines(log, PER_MINUTE, () => clock);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  stop();
  await new Promise((resolve) => server.close(resolve));
});

const post = (address: string) =>
  request(`${base}/contact`, { method: "POST", headers: { "x-forwarded-for": address } });

describe("log lines a client can cause", () => {
  it("writes a few lines of 1,000 malformed posts from one address, and counts the rest in one line", async () => {
    lines.length = 0;
    for (let sent = 0; sent < 1000; sent += 20) {
      await Promise.all(Array.from({ length: 20 }, () => post("198.51.100.7")));
    }
    expect(lines).toHaveLength(PER_MINUTE);
    // Another client is not held back by the first one's flood, nor is a line outside any request.
    await post("203.0.113.9");
    log.info("outside any request");
    expect(lines).toHaveLength(PER_MINUTE + 3);
    // The minute over, the next line comes after one that counts what was held back.
    clock += 60_000;
    await post("198.51.100.7");
    const summary = lines.find((line) => line.includes("log_lines_suppressed"));
    expect(JSON.parse(summary!)).toEqual({
      event: "log_lines_suppressed",
      lines: 2000 - PER_MINUTE,
      clients: 1,
    });
    expect(lines).toHaveLength(PER_MINUTE + 3 + 1 + 2);
  });

  it("counts an IPv6 /48 as one client, however many /64s it sends from", async () => {
    lines.length = 0;
    clock += 60_000;
    for (let i = 0; i < 50; i++) await post(`2001:db8:48:${i.toString(16)}::1`);
    expect(lines.filter((line) => !line.includes("log_lines_suppressed"))).toHaveLength(PER_MINUTE);
  });
});
