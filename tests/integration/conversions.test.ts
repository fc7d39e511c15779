import { createHash, randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/lib/db/open";
import { leads, outboxAttempts, outboxJobs } from "@/lib/db/schema";
import { demoLead as demoForm } from "@/lib/leads/lead-forms";
import { submitLead, type LeadRequest } from "@/lib/leads/submit-lead";
import { jobTypesIn } from "@/lib/channels/registry";
import { CONVERSION_GPC } from "@/lib/integrations/conversion";
import { GA4_NOT_SENT } from "@/lib/integrations/ga4/settings";
import { META_NOT_SENT } from "@/lib/integrations/meta/settings";
import { drainOutbox } from "@/lib/outbox/worker";
import { purgeExpired } from "@/lib/retention";
import { googleAdsConversions, googleAdsCsv, googleAdsTime } from "@/lib/integrations/google-ads/csv";
import { insertLead } from "@/lib/leads/insert-lead";
import { startGa4StandIn, type Ga4StandIn } from "../support/ga4-stand-in";
import { contactLead, formData } from "../support/leads";
import { startMetaStandIn, type MetaStandIn } from "../support/meta-stand-in";
import { setLeadStatus } from "@/lib/leads/status";
import { saveMoneySettings } from "@/lib/money/settings";
import { ga4Problems } from "../support/ga4-stand-in";
import { backends, openForTests } from "./databases";

const GA4 = { measurementId: "G-TEST123", apiSecret: "mp-secret-0123456789" };
const META = { pixelId: "1234567890", token: "EAAtesttoken0123456789abcdef" };
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

let ga4: Ga4StandIn;
let meta: MetaStandIn;

beforeAll(async () => {
  ga4 = await startGa4StandIn(GA4);
  meta = await startMetaStandIn(META);
  vi.stubEnv("NEXT_PUBLIC_GA_MEASUREMENT_ID", GA4.measurementId);
  vi.stubEnv("GA4_API_SECRET", GA4.apiSecret);
  vi.stubEnv("GA4_MP_BASE_URL", ga4.origin);
  vi.stubEnv("META_PIXEL_ID", META.pixelId);
  vi.stubEnv("META_CAPI_TOKEN", META.token);
  vi.stubEnv("META_GRAPH_BASE_URL", meta.origin);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await ga4.close();
  await meta.close();
});

let visitor = 0;

/** A form post as Next hands it over: this visitor's cookies and headers (each post from its own address). */
function request(db: Database, cookies: Record<string, string>, headers: Record<string, string> = {}) {
  const address = `203.0.113.${++visitor}`;
  const req: LeadRequest = {
    read: async () => ({
      cookies: { get: (name) => (name in cookies ? { value: cookies[name]! } : undefined) },
      headers: new Headers({
        "x-forwarded-for": address,
        "user-agent": "Mozilla/5.0 (Test)",
        ...headers,
      }),
    }),
    getDb: async () => db,
    afterResponse: () => undefined,
  };
  return req;
}

const demo = (email: string) =>
  formData({
    submissionId: randomUUID(),
    website: "",
    businessName: "Reyes Dental",
    contactName: "Dana Reyes",
    email,
    phone: "(503) 555-0142",
    smsConsent: "on",
    industry: "healthcare",
    challenges: "No-shows.",
    solutions: ["agents"],
    demoDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    additionalNotes: "",
    consent: "on",
  });

// The visit that brought the lead: a Google and a Meta click on /dental, with both platforms' browser cookies.
const seenAt = Date.now() - 60_000;
const visit = {
  booking_params: JSON.stringify({
    utm_source: "google",
    gclid: "TeSt_123",
    gclid_at: String(seenAt),
    fbclid: "AbC_9",
    fbclid_at: String(seenAt),
  }),
  first_touch: JSON.stringify({ landing_page: "/dental?gclid=TeSt_123&fbclid=AbC_9" }),
  _ga: "GA1.1.1234567890.1700000000",
  _fbp: "fb.1.1700000000000.987654321",
};

describe.each(backends())("conversions to ad platforms, on $name", (backend) => {
  let db: Database;
  openForTests(backend, (opened) => (db = opened));

  async function submit(email: string, headers: Record<string, string> = {}) {
    const state = await submitLead(demoForm, demo(email), request(db, visit, headers));
    expect(state.status).toBe("success");
    const [lead] = await db.select().from(leads).where(eq(leads.email, email));
    const jobs = await db
      .select()
      .from(outboxJobs)
      .where(and(eq(outboxJobs.leadId, lead!.id), inArray(outboxJobs.type, jobTypesIn("conversion"))));
    return { lead: lead!, jobs };
  }
  const drain = (jobIds: string[]) => drainOutbox(db, { jobIds });
  const jobsById = (ids: string[]) => db.select().from(outboxJobs).where(inArray(outboxJobs.id, ids));
  /** Makes a job due now, as the wait before its retry would. */
  const due = (id: string) =>
    db
      .update(outboxJobs)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outboxJobs.id, id));

  it("sends one generate_lead and one Lead with the documented fields, hashed contact details and the click ids", async () => {
    const email = `Dana.${backend.name}@Example.com`;
    const since = ga4.requests.length;
    const metaSince = meta.requests.length;
    const { lead, jobs } = await submit(email);
    expect(lead.attribution).toMatchObject({
      gclid: "TeSt_123",
      fbclid: "AbC_9",
      _ga: visit._ga,
      _fbp: visit._fbp,
    });
    expect(jobs.map((j) => j.type).sort()).toEqual(["ga4_event", "meta_event"]);
    await drain(jobs.map((j) => j.id));
    expect((await jobsById(jobs.map((j) => j.id))).map((j) => j.status)).toEqual(["delivered", "delivered"]);

    const generated = ga4.accepted(since);
    expect(generated).toEqual([
      { name: "generate_lead", params: { form_type: "demo" }, client_id: "1234567890.1700000000" },
    ]);
    const [event] = meta.received().filter((e) => e.event_id === lead.submissionId);
    expect(event).toMatchObject({
      event_name: "Lead",
      event_time: Math.floor(lead.createdAt.getTime() / 1000),
      action_source: "website",
      event_source_url: "http://localhost:3000/book-a-demo",
      user_data: {
        em: [sha256(email.toLowerCase())],
        ph: [sha256("15035550142")],
        fbc: `fb.1.${seenAt}.AbC_9`,
        fbp: visit._fbp,
        client_ip_address: expect.stringMatching(/^203\.0\.113\.\d+$/),
        client_user_agent: "Mozilla/5.0 (Test)",
      },
    });
    // Nothing refused, and no plain address, name or number in any request, its URL or its headers.
    for (const r of [...ga4.requests.slice(since), ...meta.requests.slice(metaSince)]) {
      expect(r.problems).toEqual([]);
      const sent = `${r.url}\n${JSON.stringify(r.headers)}\n${r.body}`.toLowerCase();
      for (const secret of [email.toLowerCase(), "dana reyes", "503", "555-0142"])
        expect(sent).not.toContain(secret);
    }
  });

  it("sends each stage's event at the lead's value there: the stage's default, then its own deal value", async () => {
    await saveMoneySettings(db, {
      currency: "USD",
      defaults: { qualified: 20_000, booked: null, won: 100_000 },
    });
    const { lead } = await submit(`valued.${backend.name}@example.com`);
    const [ga4Since, metaSince] = [ga4.requests.length, meta.requests.length];
    const qualified = await setLeadStatus(db, { leadId: lead.id, to: "qualified", webhookOwners: [] });
    const won = await setLeadStatus(db, {
      leadId: lead.id,
      to: "won",
      dealValue: 480_000,
      webhookOwners: [],
    });
    await drain([
      ...(qualified.ok && qualified.changed ? qualified.jobIds : []),
      ...(won.ok && won.changed ? won.jobIds : []),
    ]);
    // Sent side by side: compared by name.
    const byName = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(
      ga4
        .accepted(ga4Since)
        .map((event) => [event.name, (event as { params?: unknown }).params])
        .sort(byName),
    ).toEqual([
      ["close_convert_lead", { form_type: "demo", value: 4800, currency: "USD" }],
      ["qualify_lead", { form_type: "demo", value: 200, currency: "USD" }],
    ]);
    const metaEvents = meta.received().filter((e) => String(e.event_id).startsWith(lead.submissionId));
    expect(metaEvents.map((e) => [e.event_name, e.custom_data]).sort(byName)).toEqual([
      ["LeadQualified", { form_type: "demo", value: 200, currency: "USD" }],
      ["LeadWon", { form_type: "demo", value: 4800, currency: "USD" }],
    ]);
    for (const r of [...ga4.requests.slice(ga4Since), ...meta.requests.slice(metaSince)])
      expect(r.problems).toEqual([]);
    // The Google Ads file: this lead's own value; the form's value only for a lead with none.
    const options = { status: "won" as const, name: "Won", value: "150", currency: undefined };
    const file = googleAdsCsv(await googleAdsConversions(db, options), options);
    expect(file).toContain(
      `TeSt_123,Won,${googleAdsTime(won.ok ? won.lead.wonAt! : new Date())},4800.00,USD\r\n`,
    );
    // The stand-ins refuse a value without its currency, as the platforms' references require.
    expect(
      ga4Problems(
        JSON.stringify({
          client_id: "1.2",
          timestamp_micros: Date.now() * 1000,
          events: [{ name: "qualify_lead", params: { value: 5 } }],
        }),
        "application/json",
      ),
    ).toContain("events[0].params.currency must be an ISO 4217 code when value is set");
    await saveMoneySettings(db, { currency: "USD", defaults: { qualified: null, booked: null, won: null } });
  });

  it("sends the same event after a failure: same event_id and time, kept once", async () => {
    const { lead, jobs } = await submit(`retry.${backend.name}@example.com`);
    const metaJob = jobs.find((j) => j.type === "meta_event")!;
    meta.failNext({ status: 500, body: { error: { message: "Service temporarily unavailable", code: 2 } } });
    await drain([metaJob.id]);
    const [failed] = await jobsById([metaJob.id]);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lastStatus: 500 });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await due(metaJob.id);
    await drain([metaJob.id]);
    expect((await jobsById([metaJob.id]))[0]).toMatchObject({ status: "delivered", attempts: 2 });
    const sent = meta.requests.filter((r) => r.body.includes(lead.submissionId));
    expect(sent.map((r) => r.status)).toEqual([500, 200]);
    expect(sent[0]!.body).toBe(sent[1]!.body);
    expect(meta.kept().filter((e) => e.event_id === lead.submissionId)).toHaveLength(1);
    const attempts = await db.select().from(outboxAttempts).where(eq(outboxAttempts.jobId, metaJob.id));
    expect(attempts.map((a) => a.ok).sort()).toEqual([false, true]);
  });

  it("sends nothing for a browser that sent Global Privacy Control, and records why", async () => {
    const before = ga4.requests.length + meta.requests.length;
    const { lead, jobs } = await submit(`gpc.${backend.name}@example.com`, { "sec-gpc": "1" });
    expect(lead.gpc).toBe(true);
    expect(jobs.map((j) => [j.type, j.status, j.lastError, j.payload]).sort()).toEqual([
      ["ga4_event", "not_sent", CONVERSION_GPC, {}],
      ["meta_event", "not_sent", CONVERSION_GPC, {}],
    ]);
    await drain(jobs.map((j) => j.id));
    expect(ga4.requests.length + meta.requests.length).toBe(before);
  });

  it("ends a job past the platform's window as not sent (too old) instead of retrying it", async () => {
    const { jobs } = await submit(`old.${backend.name}@example.com`);
    const before = ga4.requests.length + meta.requests.length;
    const [ga4Job, metaJob] = ["ga4_event", "meta_event"].map((type) => jobs.find((j) => j.type === type)!);
    // The wait before a retry ran past each window: GA4 backdates 72 hours, Meta takes 7 days.
    const ago = (ms: number) => Date.now() - ms;
    await db
      .update(outboxJobs)
      .set({ payload: { ...ga4Job!.payload, timestamp_micros: ago(73 * 3_600_000) * 1000 } })
      .where(eq(outboxJobs.id, ga4Job!.id));
    const [event] = (metaJob!.payload as { data: Record<string, unknown>[] }).data;
    const old = { data: [{ ...event, event_time: Math.floor(ago(7 * 86_400_000 + 60_000) / 1000) }] };
    await db.update(outboxJobs).set({ payload: old }).where(eq(outboxJobs.id, metaJob!.id));
    await drain([ga4Job!.id, metaJob!.id]);
    const ended = await jobsById([ga4Job!.id, metaJob!.id]);
    expect(ended.map((j) => [j.type, j.status, j.lastError]).sort()).toEqual([
      ["ga4_event", "not_sent", GA4_NOT_SENT.tooOld],
      ["meta_event", "not_sent", META_NOT_SENT.tooOld],
    ]);
    expect(ga4.requests.length + meta.requests.length).toBe(before);
  });

  it("gives up on a refused token at once, and alerts the owner", async () => {
    const { lead, jobs } = await submit(`token.${backend.name}@example.com`);
    const metaJob = jobs.find((j) => j.type === "meta_event")!;
    vi.stubEnv("META_CAPI_TOKEN", "EAAwrongtoken0123456789abcdef");
    try {
      await drain([metaJob.id]);
    } finally {
      vi.stubEnv("META_CAPI_TOKEN", META.token);
    }
    const [dead] = await jobsById([metaJob.id]);
    expect(dead).toMatchObject({ status: "dead", attempts: 1, lastStatus: 401 });
    expect(dead!.lastError).toBe("HTTP 401: Invalid OAuth access token. (code 190)");
    expect(dead!.lastError).not.toContain("EAA");
    const alerts = await db
      .select()
      .from(outboxJobs)
      .where(and(eq(outboxJobs.type, "dead_letter_email"), eq(outboxJobs.leadId, lead.id)));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.payload).toMatchObject({ jobId: metaJob.id, type: "meta_event" });
  });

  it("keeps the visitor's address with a Meta event only while Meta would take it, then the purge takes it out", async () => {
    const { jobs } = await submit(`purge.${backend.name}@example.com`);
    const metaJob = jobs.find((j) => j.type === "meta_event")!;
    const userData = (payload: unknown) =>
      (payload as { data: { user_data: Record<string, unknown> }[] }).data[0]!.user_data;
    expect(userData(metaJob.payload).client_ip_address).toMatch(/^203\.0\.113\./);
    await purgeExpired(db, new Date(Date.now() + 7 * 86_400_000));
    expect(userData((await jobsById([metaJob.id]))[0]!.payload).client_ip_address).toBeDefined();
    const result = await purgeExpired(db, new Date(Date.now() + 9 * 86_400_000));
    expect(result.metaAddresses).toBeGreaterThan(0);
    const [scrubbed] = await jobsById([metaJob.id]);
    expect(userData(scrubbed!.payload).client_ip_address).toBeUndefined();
    expect(userData(scrubbed!.payload)).toMatchObject({
      client_user_agent: "Mozilla/5.0 (Test)",
      em: [expect.any(String)],
    });
  });

  it("lists in the Google Ads file the leads with a Google click id from the last 90 days, none sent with GPC", async () => {
    const tag = backend.name;
    const day = 86_400_000;
    const cases = [
      { gclid: `Listed_${tag}`, at: new Date(Date.now() - day) },
      { gclid: `Gpc_${tag}_xx`, at: new Date(), gpc: true },
      { gclid: `Old_${tag}_xxx`, at: new Date(Date.now() - 91 * day) },
      { gclid: "not a gclid", at: new Date() },
      { at: new Date() },
    ];
    for (const { gclid, at, gpc } of cases) {
      const attribution = gclid ? { gclid, gclid_at: String(at.getTime()) } : { utm_source: "x" };
      await insertLead(
        db,
        contactLead({ email: `gads.${tag}@example.com`, attribution, gpc, createdAt: at }),
        {
          webhookOwners: [],
        },
      );
    }
    const options = { status: "submitted", name: "Lead", currency: "USD" } as const;
    const rows = await googleAdsConversions(db, options);
    const mine = rows.filter((row) => row.gclid.includes(tag));
    expect(mine.map((row) => row.gclid)).toEqual([`Listed_${tag}`]);
    expect(googleAdsCsv(mine, options)).toContain(`Listed_${tag},Lead,${googleAdsTime(cases[0]!.at)},,\r\n`);
  });

  it("writes no conversion job for a platform that is not configured", async () => {
    vi.stubEnv("GA4_API_SECRET", "");
    vi.stubEnv("META_CAPI_TOKEN", "");
    vi.stubEnv("META_PIXEL_ID", "");
    try {
      const { jobs } = await submit(`off.${backend.name}@example.com`);
      expect(jobs).toEqual([]);
    } finally {
      vi.stubEnv("GA4_API_SECRET", GA4.apiSecret);
      vi.stubEnv("META_PIXEL_ID", META.pixelId);
      vi.stubEnv("META_CAPI_TOKEN", META.token);
    }
  });
});
