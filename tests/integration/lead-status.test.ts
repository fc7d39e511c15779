import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/lib/db/open";
import { rowsOf } from "@/lib/db/open";
import { leads, leadStatusChanges, outboxJobs, sourceDays, STAGES, webhookConfigs } from "@/lib/db/schema";
import { insertLead } from "@/lib/leads/insert-lead";
import { setLeadStatus } from "@/lib/leads/status";
import { drainOutbox } from "@/lib/outbox/worker";
import { googleAdsConversions, parseGoogleAdsOptions } from "@/lib/integrations/google-ads/csv";
import { responseTimes } from "@/lib/reports/response-times";
import { leadDesk, replyHref } from "@/lib/settings/leads/desk";
import { leadsCsvChunks } from "@/lib/settings/leads/csv";
import { parseLeadFilter } from "@/lib/settings/leads/filter";
import { leadsPage, leadStatusCounts } from "@/lib/settings/leads/query";
import { startAdPlatforms } from "../support/ad-platforms";
import { contactLead, demoLead } from "../support/leads";
import { webhookReceiverForFile } from "../support/webhook-receiver-for-file";
import { backends, openForTests } from "./databases";

const SECRET = "whsec_" + Buffer.from("status-signing-secret-0123456789").toString("base64");
const receiver = await webhookReceiverForFile("1");
const OWNER = "local:owner@example.com";
const platforms = await startAdPlatforms();

beforeAll(() => {
  for (const [key, value] of Object.entries(platforms.settings)) vi.stubEnv(key, value);
});
afterAll(() => platforms.close());

const minutes = (n: number) => n * 60_000;

describe.each(backends())("lead statuses, on $name", (backend) => {
  let db: Database;
  openForTests(backend, (opened) => (db = opened));
  beforeAll(async () => {
    await db.insert(webhookConfigs).values({
      userId: OWNER,
      webhookUrl: `${receiver.origin}/hook`,
      enabled: true,
      signingSecret: SECRET,
    });
  });

  /** A lead stored as a submission stores it: with its generate_lead and Lead conversions. */
  async function stored(lead = demoLead(), createdAt = new Date(Date.now() - minutes(30))) {
    const row = {
      ...lead,
      createdAt,
      attribution: { ...lead.attribution, _ga: "GA1.1.1234567890.1700000000" },
    };
    const visit = { ip: "203.0.113.9", userAgent: "Mozilla/5.0 (Test)" };
    return (await insertLead(db, row, { webhookOwners: [], visit }))!.leadId;
  }
  const set = (leadId: unknown, to: unknown, now = new Date()) =>
    setLeadStatus(db, { leadId, to, webhookOwners: [OWNER], now });
  const jobsOf = (leadId: string, ids: string[]) =>
    db
      .select()
      .from(outboxJobs)
      .where(and(eq(outboxJobs.leadId, leadId), inArray(outboxJobs.id, ids)));
  const leadRow = async (id: string) => (await db.select().from(leads).where(eq(leads.id, id)))[0]!;
  const timeline = (id: string) =>
    db
      .select({ from: leadStatusChanges.fromStatus, to: leadStatusChanges.toStatus })
      .from(leadStatusChanges)
      .where(eq(leadStatusChanges.leadId, id))
      .orderBy(asc(leadStatusChanges.changedAt));

  it("stores each change with its time, the first response and the first time of each stage", async () => {
    const id = await stored();
    const t0 = new Date();
    const contacted = await set(id, "contacted", t0);
    expect(contacted).toMatchObject({ ok: true, changed: true, from: "new" });
    const t1 = new Date(t0.getTime() + minutes(5));
    await set(id, "booked", t1);
    const t2 = new Date(t0.getTime() + minutes(9));
    await set(id, "lost", t2);
    await set(id, "won", new Date(t0.getTime() + minutes(20)));
    const lead = await leadRow(id);
    expect(lead).toMatchObject({ status: "won", respondedAt: t0, qualifiedAt: t1, bookedAt: t1 });
    expect(lead.wonAt!.getTime()).toBe(t0.getTime() + minutes(20));
    expect(await timeline(id)).toEqual([
      { from: "new", to: "contacted" },
      { from: "contacted", to: "booked" },
      { from: "booked", to: "lost" },
      { from: "lost", to: "won" },
    ]);
    // The report's daily counts follow: booked (and so qualified) and won, once each.
    const outcomes = await db
      .select({ kind: sourceDays.kind, count: sql<number>`sum(${sourceDays.count})::int` })
      .from(sourceDays)
      .where(inArray(sourceDays.kind, ["qualified", "booked", "won"]))
      .groupBy(sourceDays.kind)
      .orderBy(sourceDays.kind);
    expect(outcomes).toEqual([
      { kind: "booked", count: 1 },
      { kind: "qualified", count: 1 },
      { kind: "won", count: 1 },
    ]);
  });

  it("sends a signed lead.updated with the old and new status, and the conversions of Qualified exactly once", async () => {
    const id = await stored();
    const lead = await leadRow(id);
    const first = await set(id, "qualified");
    if (!first.ok || !first.changed) throw new Error("not changed");
    const jobs = await jobsOf(id, first.jobIds);
    expect(jobs.map((j) => [j.type, j.status, j.summary.event ?? j.payload.event]).sort()).toEqual([
      ["ga4_event", "pending", "qualify_lead"],
      ["meta_event", "pending", "LeadQualified"],
      ["webhook", "pending", "lead.updated"],
    ]);
    // The same client id as the lead's generate_lead, so GA4 sees one visitor.
    expect(jobs.find((j) => j.type === "ga4_event")!.payload.client_id).toBe("1234567890.1700000000");

    // Setting it again, or going on to Booked, adds no second Qualified conversion.
    expect(await set(id, "qualified")).toMatchObject({ ok: true, changed: false });
    const booked = await set(id, "booked");
    expect(booked.ok && booked.changed && (await jobsOf(id, booked.jobIds)).map((j) => j.type)).toEqual([
      "webhook",
    ]);
    await set(id, "contacted");
    const again = await set(id, "qualified");
    expect(again.ok && again.changed && (await jobsOf(id, again.jobIds)).map((j) => j.type)).toEqual([
      "webhook",
    ]);
    const conversions = await db
      .select({ event: sql<string>`${outboxJobs.summary}->>'event'` })
      .from(outboxJobs)
      .where(and(eq(outboxJobs.leadId, id), inArray(outboxJobs.type, ["ga4_event", "meta_event"])));
    expect(conversions.map((c) => c.event).sort()).toEqual([
      "Lead",
      "LeadQualified",
      "generate_lead",
      "qualify_lead",
    ]);

    await drainOutbox(db, { jobIds: first.jobIds });
    const hook = receiver.requests.find((r) => r.body.includes(id) && r.body.includes('"lead.updated"'))!;
    const body = new Webhook(SECRET).verify(hook.body, {
      "webhook-id": String(hook.headers["webhook-id"]),
      "webhook-timestamp": String(hook.headers["webhook-timestamp"]),
      "webhook-signature": String(hook.headers["webhook-signature"]),
    });
    expect(body).toMatchObject({
      event: "lead.updated",
      data: {
        leadId: id,
        submissionId: lead.submissionId,
        formType: "demo",
        previousStatus: "new",
        status: "qualified",
        changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect(hook.body).not.toContain(lead.email);
    const sent = platforms.ga4.accepted().filter((e) => e.name === "qualify_lead");
    expect(sent).toContainEqual({
      name: "qualify_lead",
      params: { form_type: "demo" },
      client_id: "1234567890.1700000000",
    });
    expect(
      platforms.meta.received().filter((e) => e.event_id === `${lead.submissionId}:LeadQualified`),
    ).toHaveLength(1);
    for (const r of [...platforms.ga4.requests, ...platforms.meta.requests]) expect(r.problems).toEqual([]);
  });

  it("two owners setting Qualified at the same moment: one change, one set of conversions", async () => {
    const id = await stored();
    const results = await Promise.all([set(id, "qualified"), set(id, "qualified"), set(id, "qualified")]);
    expect(results.filter((r) => r.ok && r.changed)).toHaveLength(1);
    expect(await timeline(id)).toEqual([{ from: "new", to: "qualified" }]);
    const events = await db
      .select({
        event: sql<string>`coalesce(${outboxJobs.summary}->>'event', ${outboxJobs.payload}->>'event')`,
      })
      .from(outboxJobs)
      .where(eq(outboxJobs.leadId, id));
    expect(events.flatMap((e) => e.event ?? []).sort()).toEqual(
      ["Lead", "LeadQualified", "generate_lead", "lead.updated", "qualify_lead"].sort(),
    );
  });

  it("won straight away sends both Qualified's and Won's conversions; Lost sends none", async () => {
    const won = await set(await stored(), "won");
    const types =
      won.ok && won.changed
        ? await db.select().from(outboxJobs).where(inArray(outboxJobs.id, won.jobIds))
        : [];
    expect(types.map((j) => j.summary.event ?? j.payload.event).sort()).toEqual(
      ["LeadQualified", "LeadWon", "close_convert_lead", "lead.updated", "qualify_lead"].sort(),
    );
    const lost = await set(await stored(), "lost");
    expect(lost.ok && lost.changed && lost.jobIds).toHaveLength(1);
  });

  it("sends no conversion for a lead whose browser sent Global Privacy Control", async () => {
    const id = await stored(demoLead({ gpc: true }));
    const result = await set(id, "won");
    const jobs = result.ok && result.changed ? await jobsOf(id, result.jobIds) : [];
    expect(jobs.map((j) => j.type)).toEqual(["webhook"]);
    expect(await leadRow(id)).toMatchObject({ status: "won", qualifiedAt: expect.any(Date) });
  });

  it("refuses an unknown status or lead, and hostile values, storing nothing", async () => {
    const id = await stored(contactLead({ email: `hostile.${backend.name}@example.com` }));
    const jobsBefore = await db.select({ n: sql<number>`count(*)::int` }).from(outboxJobs);
    for (const to of [
      "",
      "NEW",
      "closed",
      "won ",
      null,
      undefined,
      3,
      ["won"],
      "new'; drop table app.leads; --",
    ]) {
      expect(await set(id, to)).toEqual({ ok: false, problem: "unknown_status" });
    }
    for (const leadId of [randomUUID(), "", "1", null, {}, `${id}'--`, id.toUpperCase() + "0"]) {
      expect(await set(leadId, "won")).toEqual({ ok: false, problem: "unknown_lead" });
    }
    expect(await leadRow(id)).toMatchObject({ status: "new", respondedAt: null, wonAt: null });
    expect(await timeline(id)).toEqual([]);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(outboxJobs)).toEqual(jobsBefore);
  });

  it("lists a Google click in the Google Ads file at Qualified once the lead is qualified, at that time", async () => {
    const gclid = `Qual_${backend.name}`;
    const id = await stored(demoLead({ attribution: { gclid } }));
    const options = parseGoogleAdsOptions(new URLSearchParams("status=qualified&name=Qualified lead"));
    if ("problem" in options) throw new Error(options.problem);
    expect((await googleAdsConversions(db, options)).map((r) => r.gclid)).not.toContain(gclid);
    const at = new Date(Date.now() - 1000);
    await set(id, "won", at);
    const rows = await googleAdsConversions(db, options);
    expect(rows.filter((r) => r.gclid === gclid)).toEqual([{ gclid, at }]);
  });

  it("the desk lists New leads oldest first with their age, overdue past 24 hours, and a reply link", async () => {
    const now = new Date();
    const old = await stored(
      contactLead({ email: `o'brien+desk@${backend.name}.example.com` }),
      new Date(now.getTime() - minutes(25 * 60)),
    );
    const recent = await stored(
      contactLead({ email: `recent.${backend.name}@example.com` }),
      new Date(now.getTime() - minutes(3)),
    );
    const desk = await leadDesk(db, now);
    const ids = desk.fresh.map((item) => item.lead.id);
    expect(ids.indexOf(old)).toBeLessThan(ids.indexOf(recent));
    expect(desk.fresh.find((item) => item.lead.id === old)).toMatchObject({ overdue: true });
    expect(desk.fresh.find((item) => item.lead.id === recent)).toMatchObject({
      overdue: false,
      ageMs: minutes(3),
    });
    expect(desk.overdueCount).toBeGreaterThanOrEqual(1);
    expect(replyHref({ email: `o'brien+desk@${backend.name}.example.com`, kind: "demo" })).toBe(
      `mailto:o'brien%2Bdesk@${backend.name}.example.com?subject=Re%3A%20your%20demo%20request%20with%20Cascade%20Scale%20Systems`,
    );
    // Answered, it leaves the New list for the leads in progress.
    await set(old, "contacted", now);
    const after = await leadDesk(db, now);
    expect(after.fresh.map((item) => item.lead.id)).not.toContain(old);
    expect(after.open.map((item) => item.lead.id)).toContain(old);
  });

  it("filters the leads list by status, counts each status, and writes status and times in the CSV", async () => {
    const id = await stored(contactLead({ email: `listed.${backend.name}@example.com` }));
    await set(id, "booked");
    const { filter } = parseLeadFilter({ status: "booked" });
    const page = await leadsPage(db, 1, 100, filter);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.lead.status === "booked")).toBe(true);
    expect(page.items.map((item) => item.lead.id)).toContain(id);
    const counts = await leadStatusCounts(db);
    expect(counts.booked).toBe(page.total);
    expect(parseLeadFilter({ status: "closed" })).toMatchObject({ filter: {}, statusIgnored: true });
    let csv = "";
    for await (const chunk of leadsCsvChunks(db)) csv += chunk;
    const header = csv.split("\r\n")[0]!;
    expect(header).toContain(
      "Status,Responded at (Pacific time),Qualified at (Pacific time),Booked at (Pacific time),Won at (Pacific time)",
    );
    const row = csv.split("\r\n").find((line) => line.includes(id))!;
    expect(row).toMatch(/,Booked,(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d P[SD]T,){3},/);
  });

  it("reports the median response time and the shares answered within 5 minutes and an hour", async () => {
    // The last test: the earlier leads go, so the period holds exactly these.
    await db.delete(leads);
    const now = new Date();
    const ago = (m: number) => new Date(now.getTime() - minutes(m));
    expect(await responseTimes(db, "7", now)).toEqual({
      leads: 0,
      answered: 0,
      within5: 0,
      withinHour: 0,
      medianMs: null,
    });
    for (const after of [2, 4, 30, 90]) {
      const id = await stored(contactLead({ email: `rt${after}.${backend.name}@example.com` }), ago(200));
      await set(id, "contacted", new Date(ago(200).getTime() + minutes(after)));
    }
    await stored(contactLead({ email: `unanswered.${backend.name}@example.com` }), ago(100));
    // Older than the period: not counted.
    await stored(contactLead({ email: `old.${backend.name}@example.com` }), ago(60 * 24 * 10));
    expect(await responseTimes(db, "7", now)).toEqual({
      leads: 5,
      answered: 4,
      within5: 2,
      withinHour: 3,
      medianMs: minutes(30),
    });
    // With most leads unanswered there is no median response: fewer than half were answered.
    for (const n of [1, 2, 3, 4])
      await stored(contactLead({ email: `later${n}.${backend.name}@example.com` }), ago(10));
    expect(await responseTimes(db, "7", now)).toMatchObject({ leads: 9, answered: 4, medianMs: Infinity });
  });

  it("the report's SQL counts a lead under its form and each stage of the status table it reached", async () => {
    const kinds = async (reached: readonly string[]) => {
      const times = STAGES.map((stage) => (reached.includes(stage.status) ? sql`now()` : sql`null`));
      const result = await db.execute(
        sql`select app.lead_report_kinds('demo', ${sql.join(times, sql`, `)}) as kinds`,
      );
      return rowsOf<{ kinds: string[] }>(result)[0]!.kinds;
    };
    expect(await kinds([])).toEqual(["demo"]);
    for (const stage of STAGES) expect(await kinds([stage.status])).toEqual(["demo", stage.status]);
    expect(await kinds(STAGES.map((stage) => stage.status))).toEqual([
      "demo",
      ...STAGES.map((s) => s.status),
    ]);
  });
});
