import { lookup } from "node:dns/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Lead } from "@/lib/db/schema";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import * as webhooksSendModule from "@/lib/webhooks/send";
import * as webhooksAddressGuardModule from "@/lib/webhooks/address-guard";
import * as webhooksSignatureModule from "@/lib/webhooks/signature";
import * as webhooksEventsModule from "@/lib/webhooks/events";

type Send = typeof import("@/lib/webhooks/send");
type Resolver = import("@/lib/webhooks/send").Resolver;
type Guard = typeof import("@/lib/webhooks/address-guard");

async function load(allowPrivate: "0" | "1") {
  vi.stubEnv("WEBHOOK_ALLOW_PRIVATE", allowPrivate);
  const send: Send = webhooksSendModule;
  const guard: Guard = webhooksAddressGuardModule;
  return { send, guard };
}

const now = () => Math.floor(Date.now() / 1000);
const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  vi.unstubAllEnvs();
});

describe("signature", () => {
  it("makes whsec_ secrets of 24+ random bytes", async () => {
    const { newSigningSecret } = webhooksSignatureModule;
    const a = newSigningSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(a.slice(6), "base64").length).toBeGreaterThanOrEqual(24);
    expect(newSigningSecret()).not.toBe(a);
  });

  it("agrees with standardwebhooks both ways and fails on a changed body or secret", async () => {
    const { signPayload, newSigningSecret } = webhooksSignatureModule;
    const body = JSON.stringify({ event: "test_webhook", data: { name: "José — café" } });
    const ts = now();
    const headers = { "webhook-id": "msg_1", "webhook-timestamp": String(ts), "webhook-signature": "" };
    headers["webhook-signature"] = signPayload(secret, "msg_1", ts, body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(secret).sign("msg_1", new Date(ts * 1000), body)).toBe(headers["webhook-signature"]);
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(newSigningSecret()).verify(body, headers)).toThrow(WebhookVerificationError);
  });
});

describe("isPublicAddress and checkWebhookUrl", () => {
  let guard: Guard;
  beforeAll(async () => ({ guard } = await load("0")));

  const refused = (
    "127.0.0.1 127.255.255.254 ::1 0.0.0.0 :: 10.0.0.1 172.16.0.1 172.31.255.255 192.168.1.1 " +
    "169.254.169.254 169.254.0.1 fe80::1 fe80::1%eth0 febf::1 100.64.0.1 100.127.255.255 224.0.0.1 " +
    "239.255.255.250 ff02::1 240.0.0.1 255.255.255.255 fc00::1 fd12:3456::1 ::ffff:127.0.0.1 " +
    "::ffff:7f00:1 ::ffff:10.0.0.1 ::ffff:169.254.169.254 64:ff9b::7f00:1 64:ff9b::10.1.2.3 " +
    "2002:7f00:1:: 2002:c0a8:101::1 192.0.2.10 198.51.100.7 203.0.113.9 2001:db8::1 198.18.0.1 " +
    "198.19.255.255 2001::1 ::127.0.0.1 [::1] example.com 1.2.3 ::g 127.1"
  ).split(" ");
  const allowed = (
    "8.8.8.8 1.1.1.1 93.184.216.34 172.15.255.255 172.32.0.1 100.63.255.255 100.128.0.1 " +
    "198.17.255.255 198.20.0.1 223.255.255.255 2606:4700:4700::1111 2001:4860:4860::8888 " +
    "::ffff:8.8.8.8 64:ff9b::808:808 2002:808:808::1 [2606:4700::1]"
  ).split(" ");
  it.each([...refused, ""])("refuses %s", (ip) => expect(guard.isPublicAddress(ip)).toBe(false));
  it.each(allowed)("allows %s", (ip) => expect(guard.isPublicAddress(ip)).toBe(true));

  it.each([
    ["ftp://example.com/hook", "Webhook URL must start with http:// or https://"],
    ["javascript:alert(1)", "Webhook URL must start with http:// or https://"],
    ["not a url", "Webhook URL is not a valid URL"],
    ["https://user:pass@example.com/hook", "Webhook URL must not contain a username or password"],
    [`https://example.com/${"a".repeat(2049 - 20)}`, "Webhook URL must be at most 2,048 characters"],
    ["http://10.0.0.1/hook", "Webhook URL points to a private address"],
    ["http://[::ffff:127.0.0.1]/", "Webhook URL points to a private address"],
    ["http://0x7f.1/", "Webhook URL points to a private address"],
    ["http://(a#-x/hook", "Webhook URL must have a valid host name"],
    ["https://-hooks.example.com/in", "Webhook URL must have a valid host name"],
  ])("refuses %s", (url, error) => expect(guard.checkWebhookUrl(url)).toEqual({ ok: false, error }));

  it("accepts public http(s) URLs up to 2,048 characters", () => {
    const long = `https://hooks.example.com/${"a".repeat(2048 - 26)}`;
    expect(long).toHaveLength(2048);
    expect(guard.checkWebhookUrl(long).ok).toBe(true);
    for (const url of [
      "https://münchen.example/in",
      "https://a_b.hooks.example.com/in",
      "http://localhost:9/hook",
    ]) {
      expect(guard.checkWebhookUrl(url).ok, url).toBe(true);
    }
    const result = guard.checkWebhookUrl("http://8.8.8.8:8080/in?x=1");
    expect(result.ok && result.url.port).toBe("8080");
  });
});

describe("events", () => {
  const lead = (overrides: Partial<Lead>): Lead => ({
    id: "5b0f3c1e-1d7a-4f51-9f43-0c1f1c2f9a11",
    kind: "demo",
    name: "Dana Reyes",
    email: "dana@example.com",
    businessName: "Reyes Dental",
    payload: {},
    attribution: { utm_source: "google" },
    consent: true,
    consentText: "I agree",
    consentedAt: new Date("2030-01-02T03:04:05Z"),
    smsConsentText: null,
    smsConsentedAt: null,
    submissionId: "7e1b4c1e-1d7a-4f51-9f43-0c1f1c2f9a11",
    gpc: false,
    ipHash: null,
    userAgent: null,
    createdAt: new Date("2030-01-02T03:04:05Z"),
    status: "new",
    respondedAt: null,
    qualifiedAt: null,
    bookedAt: null,
    wonAt: null,
    followUpAt: null,
    dealValue: null,
    source: "google",
    medium: "(not set)",
    campaign: "(not set)",
    landingPage: "(not set)",
    ...overrides,
  });

  it("describes a demo lead with its fields, labels and attribution", async () => {
    const { formSubmissionEvent } = webhooksEventsModule;
    const payload = {
      businessName: "Reyes Dental",
      contactName: "Dana Reyes",
      email: "dana@example.com",
      industry: "financial-services",
      challenges: "Missed calls",
      solutions: ["agents", "dashboards"],
    };
    const event = formSubmissionEvent(lead({ payload }), new Date("2030-01-02T03:04:06Z"));
    expect(event).toEqual({
      event: "form_submission",
      timestamp: "2030-01-02T03:04:06.000Z",
      source: expect.stringMatching(/^https?:\/\//),
      data: {
        formType: "demo",
        name: "Dana Reyes",
        ...payload,
        solutionLabels: ["Appointment-Setting Agents", "Dashboards/Reporting"],
        industryLabel: "Financial Services",
        attribution: { utm_source: "google" },
        globalPrivacyControl: false,
        leadId: "5b0f3c1e-1d7a-4f51-9f43-0c1f1c2f9a11",
        submittedAt: "2030-01-02T03:04:05.000Z",
      },
    });
  });

  it("describes a contact lead and a test event", async () => {
    const { formSubmissionEvent, testEvent } = webhooksEventsModule;
    const contact = formSubmissionEvent(lead({ kind: "contact", payload: { name: "Dana", message: "Hi" } }));
    expect(contact.data).toMatchObject({ formType: "contact", name: "Dana Reyes", message: "Hi" });
    const test = testEvent(new Date("2030-01-01T00:00:00Z"));
    expect(test).toMatchObject({ event: "test_webhook", timestamp: "2030-01-01T00:00:00.000Z" });
    expect(test.data).toEqual({
      message: "This is a test webhook from Cascade Scale Systems",
      timestamp: "2030-01-01T00:00:00.000Z",
    });
  });
});

describe("postWebhook to a local receiver (WEBHOOK_ALLOW_PRIVATE=1)", () => {
  let send: Send;
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  beforeAll(async () => ({ send } = await load("1")));
  afterAll(() => warn.mockRestore());

  const post = (path = "/hook", timeoutMs?: number, body = '{"event":"test_webhook"}') =>
    send.postWebhook(
      { url: `${receiver.origin}${path}`, secret, messageId: "msg_abc", timestampSeconds: now(), body },
      { timeoutMs },
    );

  it("sends the exact body with content type, user agent and a signature standardwebhooks accepts", async () => {
    receiver.reply({ status: 204 });
    const body = JSON.stringify({ event: "form_submission", data: { name: "José — café" } });
    expect(await post("/hook?token=1", undefined, body)).toEqual({ ok: true, status: 204 });
    const seen = receiver.requests.at(-1)!;
    expect(seen).toMatchObject({ method: "POST", path: "/hook?token=1", body });
    expect(seen.headers).toMatchObject({
      host: `127.0.0.1:${receiver.port}`,
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(body)),
      "user-agent": expect.stringMatching(/^CascadeScaleSystems-Webhooks\/1\.0 \(\+https?:\/\/.+\)$/),
      "webhook-id": "msg_abc",
      "webhook-timestamp": expect.stringMatching(/^\d+$/),
    });
    const headers = seen.headers as Record<string, string>;
    expect(new Webhook(secret).verify(seen.body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(seen.body.replace("café", "cafe"), headers)).toThrow();
  });

  it("keeps the host name for Host while connecting to the checked address", async (ctx) => {
    const [first] = await lookup("localhost", { all: true, verbatim: true });
    if (first?.address !== "127.0.0.1") ctx.skip();
    receiver.reply({});
    const url = `http://localhost:${receiver.port}/named`;
    const result = await send.postWebhook({
      url,
      secret,
      messageId: "m",
      timestampSeconds: now(),
      body: "{}",
    });
    expect(result.ok).toBe(true);
    expect(receiver.requests.at(-1)?.headers.host).toBe(`localhost:${receiver.port}`);
  });

  it("treats 500 as retryable, 410 as disabling and 429 Retry-After as a wait", async () => {
    receiver.reply({ status: 500 });
    expect(await post()).toEqual({ ok: false, status: 500, error: "HTTP 500" });
    receiver.reply({ status: 410 });
    expect(await post()).toMatchObject({ ok: false, status: 410, permanent: true, disableTarget: true });
    receiver.reply({ status: 429, headers: { "retry-after": "120" } });
    expect(await post()).toEqual({ ok: false, status: 429, error: "HTTP 429", retryAfterMs: 120_000 });
    receiver.reply({ status: 503 });
    expect(await post()).toEqual({ ok: false, status: 503, error: "HTTP 503" });
  });

  it("does not follow a redirect", async () => {
    receiver.reply((req) =>
      req.path === "/moved" ? { status: 302, headers: { location: `${receiver.origin}/elsewhere` } } : {},
    );
    expect(await post("/moved")).toEqual({
      ok: false,
      status: 302,
      error: "Redirects are not followed (HTTP 302)",
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.requests.some((r) => r.path === "/elsewhere")).toBe(false);
  });

  it("times out a slow receiver with the given timeout", async () => {
    receiver.reply({ delayMs: 5_000 });
    const started = Date.now();
    expect(await post("/slow", 300)).toEqual({ ok: false, error: "Timed out after 300 ms" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("reads at most 64 KB of a huge or endless response", async () => {
    receiver.reply({ body: Buffer.alloc(1024 * 1024, "y") });
    expect(await post("/big", 5_000)).toEqual({ ok: true, status: 200 });
    receiver.reply({ status: 500, endless: true });
    const started = Date.now();
    expect(await post("/endless", 5_000)).toEqual({ ok: false, status: 500, error: "HTTP 500" });
    expect(Date.now() - started).toBeLessThan(2_000);
    await vi.waitFor(() => expect(receiver.requests.at(-1)?.clientClosedEarly).toBe(true));
  });

  it("reports a refused connection in a line", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const url = `http://127.0.0.1:${port}/`;
    const result = await send.postWebhook({
      url,
      secret,
      messageId: "m",
      timestampSeconds: now(),
      body: "{}",
    });
    expect(result).toEqual({ ok: false, error: "Connection refused" });
  });

  // Once a process: the posts above warned at most once (the suite's files share a process, so an earlier file may
  // have had the one warning).
  it("warns at most once that private addresses are allowed, however many posts", () => {
    const lines = warn.mock.calls.filter(([line]) =>
      String(line).includes("webhook_private_addresses_allowed"),
    );
    expect(receiver.requests.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(1);
  });
});

describe("postWebhook refuses private targets (WEBHOOK_ALLOW_PRIVATE=0)", () => {
  let send: Send;
  beforeAll(async () => ({ send } = await load("0")));

  // An injected resolver: names resolve to what the test says, and no DNS query leaves the machine.
  const fakeDns =
    (table: Record<string, string[]>): Resolver =>
    async (host) => {
      const addresses = table[host];
      if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
      return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    };
  const attempt = (url: string, resolve?: Resolver) =>
    send.postWebhook(
      { url, secret, messageId: "msg_x", timestampSeconds: now(), body: "{}" },
      { timeoutMs: 5_000, resolve },
    );

  it.each([
    ["hooks.internal.example", ["10.0.0.1"]],
    ["rebind.example", ["203.0.113.10", "127.0.0.1"]],
    ["metadata.example", ["169.254.169.254"]],
    ["v6.example", ["fd00::1"]],
    ["mapped.example", ["::ffff:192.168.0.10"]],
    ["localhost.", ["127.0.0.1"]],
  ])("refuses %s resolving to %j, before connecting", async (host, addresses) => {
    const before = receiver.requests.length;
    const result = await attempt(`http://${host}:${receiver.port}/hook`, fakeDns({ [host]: addresses }));
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/^Address not allowed: /) });
    expect(receiver.requests).toHaveLength(before);
  });

  it.each([`http://2130706433:PORT/hook`, `http://0x7f.1:PORT/hook`, `http://0177.0.0.1:PORT/hook`])(
    "refuses the numeric loopback spelling %s",
    async (url) => {
      const before = receiver.requests.length;
      expect(await attempt(url.replace("PORT", String(receiver.port)))).toMatchObject({
        ok: false,
        permanent: true,
      });
      expect(receiver.requests).toHaveLength(before);
    },
  );

  it.each([
    () => `http://127.0.0.1:${receiver.port}/hook`,
    () => `http://[::1]:${receiver.port}/hook`,
    () => `http://[::ffff:127.0.0.1]:${receiver.port}/hook`,
    () => "http://169.254.169.254/latest/meta-data/",
    () => "http://10.0.0.1/",
  ])("refuses literal private address %#", async (url) => {
    const before = receiver.requests.length;
    expect(await attempt(url())).toEqual({
      ok: false,
      error: "Webhook URL points to a private address",
      permanent: true,
    });
    expect(receiver.requests).toHaveLength(before);
  });

  it("refuses a name that resolves to loopback", async () => {
    const before = receiver.requests.length;
    const result = await attempt(`http://localhost:${receiver.port}/hook`);
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/^Address not allowed: (127\.0\.0\.1|::1)$/),
    });
    expect(receiver.requests).toHaveLength(before);
  });

  it.each([
    ["ftp://example.com/hook"],
    ["javascript:alert(1)"],
    [`https://example.com/${"a".repeat(2049 - 20)}`],
  ])("refuses %s", async (url) => {
    expect(await attempt(url)).toMatchObject({ ok: false, permanent: true });
  });

  it("never throws on a host that does not resolve", async () => {
    const result = await attempt("https://no-such-host.invalid/hook", fakeDns({}));
    expect(result.ok).toBe(false);
    expect(result.error).toBeTruthy();
  });
});
