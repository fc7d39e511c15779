import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as formsTurnstileModule from "@/lib/forms/turnstile";

/**
 * A local server speaking Turnstile's siteverify protocol: form-encoded in, { success, hostname, action } out. A token
 * "good-token" was solved on this site's host for the contact form; "elsewhere-token" on another site.
 */
let server: Server;
const seen: URLSearchParams[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const params = new URLSearchParams(body);
      seen.push(params);
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({
          success:
            ["good-token", "elsewhere-token"].includes(params.get("response") ?? "") &&
            params.get("secret") === "sekret",
          hostname: params.get("response") === "elsewhere-token" ? "evil.example" : "localhost",
          action: "contact",
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  vi.stubEnv("TURNSTILE_SITE_KEY", "site-key");
  vi.stubEnv("TURNSTILE_SECRET_KEY", "sekret");
  vi.stubEnv("TURNSTILE_VERIFY_URL", `http://127.0.0.1:${port}/siteverify`);
});

afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

describe("verifyTurnstile", () => {
  it("passes a token the verifier accepts and sends secret, token and address", async () => {
    const { verifyTurnstile } = formsTurnstileModule;
    expect(await verifyTurnstile("good-token", "203.0.113.9")).toBe(true);
    expect(seen.at(-1)?.get("remoteip")).toBe("203.0.113.9");
  });

  it("fails a token solved on another site or for another form", async () => {
    const { verifyTurnstile } = formsTurnstileModule;
    expect(await verifyTurnstile("good-token", "203.0.113.9", "contact")).toBe(true);
    expect(await verifyTurnstile("elsewhere-token", "203.0.113.9", "contact")).toBe(false);
    expect(await verifyTurnstile("good-token", "203.0.113.9", "demo")).toBe(false);
  });

  it("fails a rejected, missing or oversized token", async () => {
    const { verifyTurnstile } = formsTurnstileModule;
    expect(await verifyTurnstile("bad-token", "203.0.113.9")).toBe(false);
    expect(await verifyTurnstile(undefined, "203.0.113.9")).toBe(false);
    expect(await verifyTurnstile("x".repeat(3000), "203.0.113.9")).toBe(false);
  });

  it("fails closed when the verifier cannot be reached", async () => {
    vi.stubEnv("TURNSTILE_VERIFY_URL", "http://127.0.0.1:1/siteverify");
    const { verifyTurnstile } = formsTurnstileModule;
    expect(await verifyTurnstile("good-token", "203.0.113.9")).toBe(false);
  });
});
