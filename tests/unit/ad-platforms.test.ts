import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ga4Body } from "@/lib/integrations/ga4/payload";
import { deliverMeta } from "@/lib/integrations/meta/channel";
import { metaLeadBody, metaStatusBody, phoneDigits } from "@/lib/integrations/meta/payload";
import { startGa4StandIn, type Ga4StandIn } from "../support/ga4-stand-in";
import { startMetaStandIn, type MetaStandIn } from "../support/meta-stand-in";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const GA4 = { measurementId: "G-UNIT123", apiSecret: "unit-secret-0123" };
const META = { pixelId: "555666777", token: "EAAunittoken0123456789abcd" };
const now = () => new Date();
const lead = (extra: Record<string, unknown> = {}) => ({
  email: "  Dana.Reyes@Example.COM ",
  payload: { phone: "+15035550142", ...extra },
  attribution: { fbclid: "AbC_9", fbclid_at: "1750000000000", _fbp: "fb.1.1700000000000.42" },
  submissionId: "7e1b4c1e-1d7a-4f51-9f43-0c1f1c2f9a11",
  kind: "demo",
  createdAt: now(),
});
const visit = { ip: "198.51.100.7", userAgent: "Mozilla/5.0", sourceUrl: "https://site.example/book-a-demo" };

describe("what goes to Meta", () => {
  it("hashes the normalised email and the phone as E.164 digits, and sends ids and the visit as they are", () => {
    const [event] = metaLeadBody(lead(), visit).data;
    expect(event.user_data).toEqual({
      em: [sha256("dana.reyes@example.com")],
      ph: [sha256("15035550142")],
      fbc: "fb.1.1750000000000.AbC_9",
      fbp: "fb.1.1700000000000.42",
      client_ip_address: "198.51.100.7",
      client_user_agent: "Mozilla/5.0",
    });
    expect(event).toMatchObject({
      event_name: "Lead",
      event_id: lead().submissionId,
      action_source: "website",
    });
    expect(String(event.event_time)).toHaveLength(10);
  });

  it("reads phone numbers the way Meta matches them: country code, digits only", () => {
    expect(phoneDigits("+447911123456")).toBe("447911123456");
    expect(phoneDigits("(503) 555-0142")).toBe("15035550142");
    expect(phoneDigits("+1 555 000")).toBeUndefined();
    expect(phoneDigits(undefined)).toBeUndefined();
  });

  it("leaves out what it does not have: no phone, no click id, no usable address", () => {
    const [event] = metaLeadBody(
      { ...lead(), payload: {}, attribution: {} },
      { ...visit, ip: "unknown" },
    ).data;
    expect(Object.keys(event.user_data).sort()).toEqual(["client_user_agent", "em"]);
  });

  it("sends a later step as the owner's (system_generated), under its own stable event_id", () => {
    const at = new Date("2026-11-20T10:00:00Z");
    const [event] = metaStatusBody(lead(), "LeadQualified", at).data;
    expect(event).toMatchObject({
      event_name: "LeadQualified",
      event_id: `${lead().submissionId}:LeadQualified`,
      event_time: at.getTime() / 1000,
      action_source: "system_generated",
    });
    expect(event.user_data.client_ip_address).toBeUndefined();
  });
});

describe("the stand-ins refuse what the platforms refuse", () => {
  let ga4: Ga4StandIn;
  let meta: MetaStandIn;
  beforeAll(async () => {
    ga4 = await startGa4StandIn(GA4);
    meta = await startMetaStandIn(META);
  });
  afterAll(async () => {
    await ga4.close();
    await meta.close();
  });

  const post = (url: string, body: unknown) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const collect = (body: unknown, secret = GA4.apiSecret) =>
    post(`${ga4.origin}/mp/collect?measurement_id=${GA4.measurementId}&api_secret=${secret}`, body);
  const events = (body: unknown, token = META.token) =>
    post(`${meta.origin}/v25.0/${META.pixelId}/events?access_token=${token}`, body);

  it("GA4: a documented request is taken; anything else gets the validation messages", async () => {
    const good = ga4Body("generate_lead", "123.456", now(), "demo");
    expect((await collect(good)).status).toBe(204);
    const wrong: [string, unknown][] = [
      [
        "an email in a parameter",
        { ...good, events: [{ name: "generate_lead", params: { email: "a@b.co" } }] },
      ],
      ["a reserved event name", { ...good, events: [{ name: "session_start", params: {} }] }],
      ["milliseconds for microseconds", { ...good, timestamp_micros: Date.now() }],
      ["an event 73 hours old", { ...good, timestamp_micros: (Date.now() - 73 * 3_600_000) * 1000 }],
      ["no client id", { ...good, client_id: undefined }],
      ["an unknown field", { ...good, email: "x" }],
    ];
    for (const [name, body] of wrong) {
      const response = await collect(body);
      expect(response.status, name).toBe(400);
      expect((await response.json()).validationMessages.length, name).toBeGreaterThan(0);
    }
    expect((await collect(good, "wrong")).status).toBe(400);
  });

  it("Meta: a documented request is taken; plain contact details, wrong times and missing fields are refused", async () => {
    const good = metaLeadBody(lead(), visit);
    const ok = await events(good);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ events_received: 1, messages: [] });
    const event = good.data[0];
    const variant = (patch: Record<string, unknown>) => ({ data: [{ ...event, ...patch }] });
    const wrong: [string, unknown, number][] = [
      ["a plain email", variant({ user_data: { ...event.user_data, em: ["dana@example.com"] } }), 100],
      ["event_time in milliseconds", variant({ event_time: Date.now() }), 100],
      ["a website event without a user agent", variant({ user_data: { em: event.user_data.em } }), 100],
      ["fbc with seconds", variant({ user_data: { ...event.user_data, fbc: "fb.1.1750000000.AbC_9" } }), 100],
      ["an unknown action source", variant({ action_source: "web" }), 100],
    ];
    for (const [name, body, code] of wrong) {
      const response = await events(body);
      expect(response.status, name).toBe(400);
      expect((await response.json()).error.code, name).toBe(code);
    }
    const old = await events(variant({ event_time: Math.floor(Date.now() / 1000) - 8 * 86_400 }));
    expect((await old.json()).error).toMatchObject({ code: 100, error_subcode: 2804003 });
    const token = await events(good, "EAAwrong0123456789abcdefgh");
    expect(token.status).toBe(401);
    expect((await token.json()).error.code).toBe(190);
  });

  describe("answers as Meta does, read as the outbox should", () => {
    beforeAll(() => {
      vi.stubEnv("META_PIXEL_ID", META.pixelId);
      vi.stubEnv("META_CAPI_TOKEN", META.token);
      vi.stubEnv("META_GRAPH_BASE_URL", meta.origin);
    });
    afterAll(() => vi.unstubAllEnvs());
    const payload = () => metaLeadBody(lead(), visit);

    it("retries a rate limit (Graph code 4, 17, 613) and a 5xx later, honouring Retry-After", async () => {
      meta.failNext({
        status: 400,
        body: { error: { message: "Application request limit reached", code: 4 } },
      });
      const limited = await deliverMeta(payload());
      expect(limited.result).toMatchObject({ ok: false, status: 400 });
      expect(limited.result.permanent).toBeUndefined();
      meta.failNext({ status: 503, headers: { "retry-after": "120" }, body: {} });
      expect((await deliverMeta(payload())).result).toMatchObject({
        ok: false,
        retryAfterMs: 120_000,
      });
    });

    it("gives up on a refused event, and on a 200 that received nothing", async () => {
      const refused = await deliverMeta({
        data: [{ ...payload().data[0], user_data: { em: ["plain@example.com"] } }],
      });
      expect(refused.result).toMatchObject({ ok: false, permanent: true, status: 400 });
      expect(refused.result.error).not.toContain("plain@example.com");
      meta.failNext({ status: 200, body: { events_received: 0, messages: [] } });
      expect((await deliverMeta(payload())).result).toMatchObject({ permanent: true });
      expect((await deliverMeta(payload())).result).toEqual({ ok: true, status: 200 });
    });
  });
});
