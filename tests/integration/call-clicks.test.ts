import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rowsOf, type Database } from "@/lib/db/open";
import { callClicks, outboxJobs, sourceDays } from "@/lib/db/schema";
import { CONVERSION_GPC } from "@/lib/integrations/conversion";
import { recordCallClick, type CallClick } from "@/lib/leads/call-clicks";
import { drainOutbox } from "@/lib/outbox/worker";
import { erasePerson } from "@/lib/privacy/erase";
import { findPerson } from "@/lib/privacy/find";
import { leads } from "@/lib/db/schema";
import { callbackLead } from "@/lib/leads/lead-forms";
import { submitLead } from "@/lib/leads/submit-lead";
import { leadRequest } from "../support/lead-request";
import { formData } from "../support/leads";
import { sourcesCsv } from "@/lib/reports/sources-csv";
import { sourcesReport } from "@/lib/reports/sources-query";
import { GA4, META } from "../support/ad-platforms";
import { startGa4StandIn, type Ga4StandIn } from "../support/ga4-stand-in";
import { startMetaStandIn, type MetaStandIn } from "../support/meta-stand-in";
import { backends, openForTests } from "./databases";

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

const tap = (n: number, extra: Partial<CallClick> = {}): CallClick => ({
  attribution: {
    utm_source: "facebook",
    utm_medium: "paid-social",
    utm_campaign: "storm",
    fbclid: "IwAR0callclick",
    fbclid_at: String(Date.now() - 60_000),
    _fbp: "fb.1.1700000000000.123456789",
    landing_page: "/roofers?utm_source=facebook",
  },
  ip: `198.51.100.${n}`,
  ipHash: `hash-${n}-${Math.random()}`,
  userAgent: "Mozilla/5.0 (iPhone) call test",
  gpc: false,
  page: "/roofers",
  ...extra,
});

describe.each(backends())("call clicks on $name", (backend) => {
  let db: Database;
  openForTests(backend, (opened) => (db = opened));
  const open = async () => db;

  it("stores a tap once per visit with its attribution, counts it per source, medium, campaign and page on the leads' side", async () => {
    vi.stubEnv("CALL_CONVERSIONS", "0");
    const first = tap(1);
    expect(await recordCallClick(first, open)).toBe(true);
    // The same visit tapping again in the window adds nothing.
    expect(await recordCallClick(first, open)).toBe(false);
    expect(
      await recordCallClick(tap(2, { attribution: { utm_source: "google", landing_page: "/dental" } }), open),
    ).toBe(true);
    const rows = await db.select().from(callClicks);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.source === "facebook")).toMatchObject({
      medium: "paid-social",
      campaign: "storm",
      landingPage: "/roofers",
      gpc: false,
    });
    expect(rows.find((row) => row.source === "facebook")!.attribution).toMatchObject({
      fbclid: "IwAR0callclick",
    });
    const days = rowsOf<{ source: string; n: number }>(
      await db.execute(
        sql`select source, sum(count)::int as n from ${sourceDays} where kind = 'call' group by 1 order by 1`,
      ),
    );
    expect(days).toEqual([
      { source: "facebook", n: 1 },
      { source: "google", n: 1 },
    ]);
    // No conversion without CALL_CONVERSIONS=1.
    expect(await db.select().from(outboxJobs)).toHaveLength(0);

    const report = await sourcesReport(db, { period: "7", now: new Date() });
    const facebook = report.tables.source.find((row) => row.key === "facebook")!;
    expect(facebook).toMatchObject({ calls: 1, total: 0 });
    expect(report.tables.campaign.find((row) => row.key === "storm")?.calls).toBe(1);
    expect(report.tables.medium.find((row) => row.key === "paid-social")?.calls).toBe(1);
    expect(report.tables.landing.find((row) => row.key === "/dental")?.calls).toBe(1);
    expect(report.totals.calls).toBe(2);
    const csv = sourcesCsv(report).split("\r\n");
    expect(csv[0]).toContain("Leads,Call clicks,Conversion (%)");
    // Group, name, views, visitors, four forms, leads, then call clicks.
    expect(csv.find((line) => line.startsWith("Source,facebook,"))?.split(",")[9]).toBe("1");
  });

  it("takes back a visit over the address's allowance, with nothing queued", async () => {
    vi.stubEnv("CALL_CONVERSIONS", "1");
    const ipHash = `busy-${Math.random()}`;
    const counted = [];
    for (let i = 0; i < 22; i += 1) {
      counted.push(await recordCallClick(tap(3, { ipHash, userAgent: `agent ${i}` }), open));
    }
    expect(counted.filter(Boolean)).toHaveLength(20);
    expect(await db.select().from(callClicks).where(eq(callClicks.ipHash, ipHash))).toHaveLength(20);
    expect(
      await db
        .select()
        .from(outboxJobs)
        .where(sql`${outboxJobs.summary}->>'event' in ('contact', 'Contact')`),
    ).toHaveLength(40);
    await db.delete(outboxJobs);
  });

  it("with CALL_CONVERSIONS=1 sends GA4 contact and Meta Contact in their documented shapes; never for GPC", async () => {
    vi.stubEnv("CALL_CONVERSIONS", "1");
    await db.delete(outboxJobs);
    // The stand-ins serve both backends: only what this run sends counts.
    const ga4Since = ga4.requests.length;
    const metaSince = meta.received().length;
    expect(
      await recordCallClick(
        tap(4, {
          attribution: {
            _ga: "GA1.1.111111111.1700000000",
            fbclid: "IwAR0sent",
            fbclid_at: String(Date.now()),
          },
        }),
        open,
      ),
    ).toBe(true);
    expect(await recordCallClick(tap(5, { gpc: true }), open)).toBe(true);
    const jobs = await db.select().from(outboxJobs);
    expect(jobs).toHaveLength(4);
    expect(jobs.every((job) => job.leadId === null)).toBe(true);
    const notSent = jobs.filter((job) => job.status === "not_sent");
    expect(notSent).toHaveLength(2);
    expect(notSent.every((job) => job.lastError === CONVERSION_GPC)).toBe(true);
    await drainOutbox(db, { jobIds: jobs.map((job) => job.id) });
    const after = await db.select().from(outboxJobs);
    expect(after.filter((job) => job.status === "delivered")).toHaveLength(2);
    const ga4Events = ga4.accepted(ga4Since).filter((event) => event.name === "contact");
    expect(ga4Events).toEqual([expect.objectContaining({ client_id: "111111111.1700000000" })]);
    const contact = meta
      .received()
      .slice(metaSince)
      .filter((event) => event.event_name === "Contact");
    expect(contact).toHaveLength(1);
    expect(contact[0]).toMatchObject({
      action_source: "website",
      custom_data: { page: "/roofers" },
      user_data: { client_ip_address: "198.51.100.4", fbc: expect.stringMatching(/^fb\.1\.\d+\.IwAR0sent$/) },
    });
    expect(contact[0]!.user_data).not.toHaveProperty("em");
  });

  it("a privacy request finds and erases the taps of the person's visits, keeping the report's counts", async () => {
    vi.stubEnv("CALL_CONVERSIONS", "0");
    const ipHash = `person-${Math.random()}`;
    const userAgent = "Mozilla/5.0 privacy call test";
    expect(await recordCallClick(tap(6, { ipHash, userAgent }), open)).toBe(true);
    await db.insert(leads).values({
      kind: "callback",
      name: "Pat Privacy",
      email: "",
      payload: { phone: "+15035550166" },
      submissionId: crypto.randomUUID(),
      ipHash,
      userAgent,
    });
    const callsCounted = async () =>
      rowsOf<{ n: number }>(
        await db.execute(
          sql`select coalesce(sum(count), 0)::int as n from ${sourceDays} where kind = 'call'`,
        ),
      )[0]!.n;
    const before = await callsCounted();
    const found = await findPerson(db, { phone: "+15035550166" });
    expect(found.callClicks.map((click) => click.ipHash)).toEqual([ipHash]);
    const erased = await erasePerson(
      db,
      { phone: "+15035550166" },
      { keepUnsubscribed: false, webhookOwners: [] },
    );
    expect(erased).toMatchObject({ leads: 1, callClicks: 1 });
    expect(await db.select().from(callClicks).where(eq(callClicks.ipHash, ipHash))).toHaveLength(0);
    expect(await callsCounted()).toBe(before);
  });

  it("a callback request without email is a Meta Lead matched on its hashed phone and a GA4 generate_lead, both accepted", async () => {
    await db.delete(outboxJobs);
    const ga4Since = ga4.requests.length;
    const metaSince = meta.received().length;
    const { req } = leadRequest(db, "198.51.100.77");
    const data = formData({
      submissionId: crypto.randomUUID(),
      website: "",
      name: "Cal Back",
      phone: "(503) 555-0199",
      bestTime: "today-morning",
      email: "",
      page: "dental",
    });
    expect((await submitLead(callbackLead, data, req)).status).toBe("success");
    const jobs = await db
      .select()
      .from(outboxJobs)
      .where(sql`${outboxJobs.type} in ('ga4_event', 'meta_event')`);
    expect(jobs).toHaveLength(2);
    await drainOutbox(db, { jobIds: jobs.map((job) => job.id) });
    const sent = await db
      .select()
      .from(outboxJobs)
      .where(sql`${outboxJobs.type} in ('ga4_event', 'meta_event')`);
    expect(sent.map((job) => job.status)).toEqual(["delivered", "delivered"]);
    expect(ga4.accepted(ga4Since)).toEqual([
      expect.objectContaining({ name: "generate_lead", params: { form_type: "callback" } }),
    ]);
    const lead = meta
      .received()
      .slice(metaSince)
      .find((event) => event.event_name === "Lead")!;
    expect(lead.event_source_url).toMatch(/\/dental$/);
    expect(lead.user_data).not.toHaveProperty("em");
    expect(lead.user_data).toHaveProperty("ph");
  });
});
