import { and, eq, ne, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "@/lib/db/open";
import { startResendServer, type ResendServer } from "../support/resend-server.mjs";
import { demoLead, formData } from "../support/leads";
import { webhookReceiverForFile } from "../support/webhook-receiver-for-file";
import { backends, openForTests } from "./databases";
import * as leadsInsertLeadModule from "@/lib/leads/insert-lead";
import * as outboxWorkerModule from "@/lib/outbox/worker";
import * as outboxLoopModule from "@/lib/outbox/loop";
import * as outboxClaimModule from "@/lib/outbox/claim";
import * as outboxRecordModule from "@/lib/outbox/record";
import { afterAttempt } from "@/lib/outbox/worker";
import * as outboxEnqueueModule from "../support/outbox-jobs";
import * as webhooksTestWebhookModule from "@/lib/settings/webhook/test";
import * as outboxUnsentModule from "@/lib/outbox/unsent";
import * as settingsRetryDeliveryModule from "@/lib/settings/deliveries/retry";
import * as deliveryResultModule from "@/lib/delivery/result";
import { editAndPublish } from "@/lib/site-facts/store";
import * as dbSchemaModule from "@/lib/db/schema";

// Providers are real local HTTP servers; env must be in place before the delivery modules load.
const API_KEY = "re_test_outbox";
// The owners whose webhook configurations these tests save ("gone" answers 410).
const OWNERS = { webhookOwners: ["owner", "gone"] };
let resend: ResendServer;
const receiver = await webhookReceiverForFile("1");
let mod: {
  insertLead: typeof import("@/lib/leads/insert-lead").insertLead;
  drainOutbox: typeof import("@/lib/outbox/worker").drainOutbox;
  kickOutbox: typeof import("@/lib/outbox/loop").kickOutbox;
  claimDueJobs: typeof import("@/lib/outbox/claim").claimDueJobs;
  recordAttempt: typeof import("@/lib/outbox/record").recordAttempt;
  enqueueJob: typeof import("../support/outbox-jobs").enqueueJob;
  sendTestWebhook: typeof import("@/lib/settings/webhook/test").sendTestWebhook;
  sendUnsentOwnerEmails: typeof import("@/lib/outbox/unsent").sendUnsentOwnerEmails;
  retryDelivery: typeof import("@/lib/settings/deliveries/retry").retryDelivery;
  noProvider: string;
  schema: typeof import("@/lib/db/schema");
};

beforeAll(async () => {
  resend = await startResendServer(API_KEY);
  vi.stubEnv("RESEND_API_KEY", API_KEY);
  vi.stubEnv("RESEND_BASE_URL", resend.url);
  vi.stubEnv("NOTIFY_EMAIL", "owner@example.com");
  mod = {
    insertLead: leadsInsertLeadModule.insertLead,
    drainOutbox: outboxWorkerModule.drainOutbox,
    kickOutbox: outboxLoopModule.kickOutbox,
    claimDueJobs: outboxClaimModule.claimDueJobs,
    recordAttempt: outboxRecordModule.recordAttempt,
    enqueueJob: outboxEnqueueModule.enqueueJob,
    sendTestWebhook: webhooksTestWebhookModule.sendTestWebhook,
    sendUnsentOwnerEmails: outboxUnsentModule.sendUnsentOwnerEmails,
    retryDelivery: settingsRetryDeliveryModule.retryDelivery,
    noProvider: deliveryResultModule.NOT_SENT.noProvider,
    schema: dbSchemaModule,
  };
});

afterAll(async () => {
  await resend.close();
  vi.unstubAllEnvs();
});

const SECRET = "whsec_" + Buffer.from("0123456789abcdef0123456789abcdef").toString("base64");

describe.each(backends())("outbox on $name", (backend) => {
  let db: Database;
  const jobsOf = (leadId: string) =>
    db.select().from(mod.schema.outboxJobs).where(eq(mod.schema.outboxJobs.leadId, leadId));

  openForTests(backend, (opened) => (db = opened));
  beforeAll(async () => {
    await db.insert(mod.schema.webhookConfigs).values({
      userId: "owner",
      webhookUrl: `${receiver.origin}/hook`,
      enabled: true,
      signingSecret: SECRET,
    });
  }, 60_000);
  beforeEach(() => {
    receiver.reply({ status: 200 });
    // Earlier tests leave retries behind; push them out of the way so each test sees only its own jobs.
    return db
      .update(mod.schema.outboxJobs)
      .set({ nextAttemptAt: sql`now() + interval '1 day'` })
      .where(eq(mod.schema.outboxJobs.status, "pending"))
      .then(() => undefined);
  });

  it("delivers a new lead's emails and signed webhook, recording each attempt", async () => {
    const stored = (await mod.insertLead(db, demoLead(), OWNERS))!;
    expect(stored.jobIds).toHaveLength(3);
    const before = resend.requests.length;
    await mod.drainOutbox(db, { jobIds: stored.jobIds });

    const jobs = await jobsOf(stored.leadId);
    expect(jobs.map((j) => j.status)).toEqual(["delivered", "delivered", "delivered"]);
    const sent = resend.requests.slice(before);
    expect(
      sent
        .map((r) => r.body.to)
        .flat()
        .sort(),
    ).toEqual([expect.stringMatching(/^ada\+/), "owner@example.com"].sort());
    // The job id is the idempotency key.
    for (const request of sent) expect(stored.jobIds).toContain(request.headers["idempotency-key"]);

    const hook = receiver.requests.at(-1)!;
    const body = new Webhook(SECRET).verify(hook.body, {
      "webhook-id": String(hook.headers["webhook-id"]),
      "webhook-timestamp": String(hook.headers["webhook-timestamp"]),
      "webhook-signature": String(hook.headers["webhook-signature"]),
    }) as { event: string; data: Record<string, unknown> };
    expect(body.event).toBe("form_submission");
    expect(body.data).toMatchObject({
      formType: "demo",
      name: "Ada Lovelace",
      attribution: { utm_source: "x" },
    });

    const attempts = await db
      .select()
      .from(mod.schema.outboxAttempts)
      .where(sql`${mod.schema.outboxAttempts.jobId} in ${stored.jobIds}`);
    expect(attempts).toHaveLength(3);
    expect(attempts.every((a) => a.ok && a.attempt === 1 && a.durationMs >= 0)).toBe(true);
  });

  it("a failed webhook retries 5 s later (±10 %) under the same webhook-id", async () => {
    receiver.reply({ status: 500, body: "down" });
    const stored = (await mod.insertLead(db, demoLead(), OWNERS))!;
    await mod.drainOutbox(db, { jobIds: stored.jobIds });
    const [hookJob] = (await jobsOf(stored.leadId)).filter((j) => j.type === "webhook");
    expect(hookJob).toMatchObject({ status: "pending", attempts: 1, lastStatus: 500 });
    const wait = hookJob!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThan(5600);
    const firstId = receiver.requests.at(-1)!.headers["webhook-id"];

    // Due again: delivered on the second try with the same id.
    receiver.reply({ status: 204 });
    await db
      .update(mod.schema.outboxJobs)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mod.schema.outboxJobs.id, hookJob!.id));
    await mod.drainOutbox(db, { jobIds: [hookJob!.id] });
    const [after] = await db
      .select()
      .from(mod.schema.outboxJobs)
      .where(eq(mod.schema.outboxJobs.id, hookJob!.id));
    expect(after).toMatchObject({ status: "delivered", attempts: 2 });
    expect(receiver.requests.at(-1)!.headers["webhook-id"]).toBe(firstId);
  });

  it("honours Retry-After on 429", async () => {
    receiver.reply({ status: 429, headers: { "retry-after": "600" } });
    const stored = (await mod.insertLead(db, demoLead(), OWNERS))!;
    await mod.drainOutbox(db, { jobIds: stored.jobIds });
    const [hookJob] = (await jobsOf(stored.leadId)).filter((j) => j.type === "webhook");
    expect(hookJob!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(590_000);
  });

  it("the last failed attempt makes the job dead and queues exactly one alert to the owner", async () => {
    receiver.reply({ status: 500 });
    const stored = (await mod.insertLead(db, demoLead(), OWNERS))!;
    const [hookJob] = (await jobsOf(stored.leadId)).filter((j) => j.type === "webhook");
    await db
      .update(mod.schema.outboxJobs)
      .set({ attempts: 9 })
      .where(eq(mod.schema.outboxJobs.id, hookJob!.id));
    await mod.drainOutbox(db, { jobIds: [hookJob!.id] });
    const jobs = await jobsOf(stored.leadId);
    expect(jobs.find((j) => j.id === hookJob!.id)).toMatchObject({ status: "dead", attempts: 10 });
    const alerts = jobs.filter((j) => j.type === "dead_letter_email");
    expect(alerts).toHaveLength(1);
    await mod.drainOutbox(db, { jobIds: alerts.map((a) => a.id) });
    const alertMail = resend.requests.at(-1)!;
    expect([alertMail.body.to].flat()).toEqual(["owner@example.com"]);
  });

  it("410 Gone switches the webhook configuration off", async () => {
    await db.insert(mod.schema.webhookConfigs).values({
      userId: "gone",
      webhookUrl: `${receiver.origin}/gone`,
      enabled: true,
      signingSecret: SECRET,
    });
    receiver.reply((request) => (request.path === "/gone" ? { status: 410 } : { status: 200 }));
    const stored = (await mod.insertLead(db, demoLead(), OWNERS))!;
    await mod.drainOutbox(db, { jobIds: stored.jobIds });
    const [config] = await db
      .select()
      .from(mod.schema.webhookConfigs)
      .where(eq(mod.schema.webhookConfigs.userId, "gone"));
    expect(config!.enabled).toBe(false);
    const gone = (await jobsOf(stored.leadId)).find((j) => j.webhookUserId === "gone");
    expect(gone).toMatchObject({ status: "dead", lastStatus: 410 });
  });

  it("a job whose worker died is claimed again once its lease ran out, not before", async () => {
    const stored = (await mod.insertLead(db, demoLead(), OWNERS))!;
    const first = await mod.claimDueJobs(db, { jobIds: stored.jobIds, leaseMs: 60_000 });
    expect(first).toHaveLength(3);
    expect(await mod.claimDueJobs(db, { jobIds: stored.jobIds })).toHaveLength(0);
    await db
      .update(mod.schema.outboxJobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(sql`${mod.schema.outboxJobs.id} in ${stored.jobIds}`);
    const again = await mod.claimDueJobs(db, { jobIds: stored.jobIds });
    expect(again.map((j) => j.id).sort()).toEqual(stored.jobIds.sort());
  });

  describe("a lease that ran out", () => {
    const expireLease = (jobId: string) =>
      db
        .update(mod.schema.outboxJobs)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(mod.schema.outboxJobs.id, jobId));
    const webhookJob = (maxAttempts?: number) =>
      mod.enqueueJob(db, {
        type: "webhook",
        webhookUserId: "owner",
        payload: { event: "form_submission", data: {} },
        maxAttempts,
      });
    const timing = () => ({ startedAt: new Date(), durationMs: 5 });
    const alertsFor = (jobId: string) =>
      db
        .select()
        .from(mod.schema.outboxJobs)
        .where(sql`${mod.schema.outboxJobs.payload}->>'jobId' = ${jobId}`);

    it("leaves the job to the worker that took it over: the late worker's failure changes nothing", async () => {
      const jobId = await webhookJob();
      const [late] = await mod.claimDueJobs(db, { jobIds: [jobId] });
      await expireLease(jobId);
      const [current] = await mod.claimDueJobs(db, { jobIds: [jobId] });
      // The lost attempt counts, so a job whose attempts never finish still reaches its last one.
      expect(current!.attempts).toBe(1);

      const failure = { result: { ok: false, status: 500, error: "HTTP 500" } };
      expect(await mod.recordAttempt(db, late!, failure, timing(), afterAttempt(late!))).toBe("superseded");
      const success = { result: { ok: true, status: 200 } };
      expect(await mod.recordAttempt(db, current!, success, timing(), afterAttempt(current!))).toBe(
        "delivered",
      );
      // The late worker records once more, after the job is done: still nothing.
      expect(await mod.recordAttempt(db, late!, failure, timing(), afterAttempt(late!))).toBe("superseded");

      const [job] = await db.select().from(mod.schema.outboxJobs).where(eq(mod.schema.outboxJobs.id, jobId));
      expect(job).toMatchObject({ status: "delivered", attempts: 2, lastError: null });
      const attempts = await db
        .select()
        .from(mod.schema.outboxAttempts)
        .where(eq(mod.schema.outboxAttempts.jobId, jobId));
      expect(attempts.map((a) => [a.attempt, a.ok])).toEqual([[2, true]]);
      const alerts = await alertsFor(jobId);
      expect(alerts).toEqual([]);
    });

    it("a job whose last attempt was lost ends dead with an alert, not tried forever", async () => {
      const jobId = await webhookJob(2);
      const before = receiver.requests.length;
      await mod.claimDueJobs(db, { jobIds: [jobId] });
      await expireLease(jobId);
      await mod.claimDueJobs(db, { jobIds: [jobId] });
      await expireLease(jobId);
      const log = vi.spyOn(console, "warn").mockImplementation(() => {});
      expect(await mod.drainOutbox(db, { jobIds: [jobId] })).toMatchObject({ dead: 1 });
      expect(receiver.requests.length).toBe(before);
      // The log names the attempt that was recorded (the lost last one), not one past the limit.
      const line = log.mock.calls
        .map(([text]) => JSON.parse(String(text)))
        .find((l) => l.event === "job_attempt");
      log.mockRestore();
      expect(line).toMatchObject({ jobId, attempt: 2, outcome: "dead" });

      const [job] = await db.select().from(mod.schema.outboxJobs).where(eq(mod.schema.outboxJobs.id, jobId));
      expect(job).toMatchObject({ status: "dead", attempts: 2 });
      expect(job!.lastError).toMatch(/never finished/);
      const alerts = await alertsFor(jobId);
      expect(alerts.map((a) => a.type)).toEqual(["dead_letter_email"]);
    });
  });

  it("once a provider is configured, sends the owner's notifications that went unsent for want of one, not the prospect's", async () => {
    const stored = (await mod.insertLead(db, demoLead(), OWNERS))!;
    const { outboxJobs } = mod.schema;
    // What a run without a provider recorded for both emails.
    await db
      .update(outboxJobs)
      .set({ status: "not_sent", attempts: 1, lastError: mod.noProvider })
      .where(and(eq(outboxJobs.leadId, stored.leadId), ne(outboxJobs.type, "webhook")));
    expect(await mod.sendUnsentOwnerEmails(db)).toBe(1);
    expect(await mod.sendUnsentOwnerEmails(db)).toBe(0);

    const before = resend.requests.length;
    await mod.drainOutbox(db, { jobIds: stored.jobIds });
    const byType = Object.fromEntries((await jobsOf(stored.leadId)).map((j) => [j.type, j]));
    expect(byType.owner_email).toMatchObject({ status: "delivered", attempts: 2, lastError: null });
    expect(byType.prospect_email).toMatchObject({ status: "not_sent", lastError: mod.noProvider });
    expect(resend.requests.slice(before).map((r) => r.body.to)).toEqual(["owner@example.com"]);
  });

  it("the owner's Retry now sends a lead email that failed for good (after a provider outage, say)", async () => {
    const lead = demoLead();
    const stored = (await mod.insertLead(db, lead, OWNERS))!;
    const { outboxJobs } = mod.schema;
    const [prospect] = await db
      .update(outboxJobs)
      .set({ status: "dead", attempts: 7, maxAttempts: 7, lastError: "send failed: fetch failed" })
      .where(and(eq(outboxJobs.leadId, stored.leadId), eq(outboxJobs.type, "prospect_email")))
      .returning();
    const owner = { ok: true as const, owner: { id: "owner", email: "owner@example.com" } };
    const before = resend.requests.length;
    const answer = await mod.retryDelivery(db, owner, formData({ jobId: prospect!.id }));
    expect(answer).toMatchObject({ status: "success", toast: { title: "Sent" } });
    expect(resend.requests.slice(before).flatMap((r) => r.body.to)).toEqual([lead.email]);
    const [after] = await db.select().from(outboxJobs).where(eq(outboxJobs.id, prospect!.id));
    expect(after).toMatchObject({ status: "delivered", attempts: 8 });
    // A failed-delivery alert is not retried from here (its own failure has no alert either).
    const alert = await mod.enqueueJob(db, { type: "dead_letter_email", payload: {} });
    await db.update(outboxJobs).set({ status: "dead" }).where(eq(outboxJobs.id, alert));
    expect(await mod.retryDelivery(db, owner, formData({ jobId: alert }))).toMatchObject({ status: "error" });
  });

  it("concurrent workers never share a job and deliver each webhook once", async () => {
    const leads = await Promise.all(Array.from({ length: 8 }, () => mod.insertLead(db, demoLead(), OWNERS)));
    const ids = leads.flatMap((l) => l!.jobIds);
    const before = receiver.requests.length;
    await Promise.all([1, 2, 3].map(() => mod.drainOutbox(db, { budgetMs: 20_000, concurrency: 2 })));
    const jobs = await db
      .select()
      .from(mod.schema.outboxJobs)
      .where(sql`${mod.schema.outboxJobs.id} in ${ids}`);
    expect(jobs.every((j) => j.status === "delivered" && j.attempts === 1)).toBe(true);
    const hookIds = receiver.requests.slice(before).map((r) => r.headers["webhook-id"]);
    expect(new Set(hookIds).size).toBe(hookIds.length);
    expect(hookIds).toHaveLength(8);
  }, 60_000);

  it("200 jobs and 4 concurrent claimers: every job sent exactly once", async () => {
    const enqueueJob = outboxEnqueueModule.enqueueJob;
    const ids = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        enqueueJob(db, {
          type: "webhook",
          webhookUserId: "owner",
          payload: { event: "form_submission", data: { n: i } },
        }),
      ),
    );
    const before = receiver.requests.length;
    await Promise.all([1, 2, 3, 4].map(() => mod.drainOutbox(db, { budgetMs: 50_000, concurrency: 5 })));
    const sent = receiver.requests.slice(before).map((r) => String(r.headers["webhook-id"]));
    expect(sent).toHaveLength(200);
    expect(new Set(sent).size).toBe(200);
    expect(new Set(sent)).toEqual(new Set(ids.map((id) => `msg_${id}`)));
  }, 60_000);

  it("the email API failing for a while, then back: delivered once", async () => {
    const stored = (await mod.insertLead(db, demoLead(), OWNERS))!;
    const [ownerJob] = (await jobsOf(stored.leadId)).filter((j) => j.type === "owner_email");
    const before = resend.requests.length;
    resend.reply(
      { status: 500, body: { statusCode: 500, name: "internal_server_error", message: "down" } },
      { status: 500, body: { statusCode: 500, name: "internal_server_error", message: "down" } },
    );
    for (let i = 0; i < 3; i++) {
      await db
        .update(mod.schema.outboxJobs)
        .set({ nextAttemptAt: new Date() })
        .where(eq(mod.schema.outboxJobs.id, ownerJob!.id));
      await mod.drainOutbox(db, { jobIds: [ownerJob!.id] });
    }
    const [job] = await db
      .select()
      .from(mod.schema.outboxJobs)
      .where(eq(mod.schema.outboxJobs.id, ownerJob!.id));
    expect(job).toMatchObject({ status: "delivered", attempts: 3 });
    const calls = resend.requests.slice(before);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.headers["idempotency-key"]))).toEqual(new Set([ownerJob!.id]));
    // Nothing more happens to a delivered job.
    await mod.drainOutbox(db, { jobIds: [ownerJob!.id] });
    expect(resend.requests.length - before).toBe(3);
  });

  it("a burst of submissions shares one delivery loop, and every job is delivered once", async () => {
    const stored = await Promise.all(
      Array.from({ length: 12 }, () => mod.insertLead(db, demoLead(), OWNERS)),
    );
    const ids = stored.flatMap((l) => l!.jobIds);
    const hooksBefore = receiver.requests.length;
    const [loop, ...joined] = stored.map(() => mod.kickOutbox(async () => db));
    // Kicks while the loop runs join it: they return at once, and the one loop delivers everything.
    let loopDone = false;
    void loop!.then(() => (loopDone = true));
    await Promise.all(joined);
    expect(joined).toHaveLength(11);
    expect(loopDone).toBe(false);
    await loop;
    const jobs = await db
      .select()
      .from(mod.schema.outboxJobs)
      .where(sql`${mod.schema.outboxJobs.id} in ${ids}`);
    expect(jobs).toHaveLength(36);
    expect(jobs.every((j) => j.status === "delivered" && j.attempts === 1)).toBe(true);
    const hookIds = receiver.requests.slice(hooksBefore).map((r) => String(r.headers["webhook-id"]));
    expect(new Set(hookIds).size).toBe(12);
    expect(hookIds).toHaveLength(12);
  }, 60_000);

  it("a lead's emails name the company as the owner last published it, read when they are sent", async () => {
    const stored = (await mod.insertLead(db, demoLead(), OWNERS))!;
    // Published after the lead came in, before its emails go: the emails carry the new name.
    await editAndPublish(db, "owner@example.com", (facts) => ({
      ...facts,
      name: "Harbor Light Automation",
      email: "hello@harborlight.test",
    }));
    const before = resend.requests.length;
    await mod.drainOutbox(db, { jobIds: stored.jobIds });
    const emails = resend.requests.slice(before).map((r) => r.body as { html: string; text: string });
    expect(emails).toHaveLength(2);
    for (const email of emails) {
      expect(email.text).toContain("Harbor Light Automation");
      expect(email.text).toContain("hello@harborlight.test");
      expect(email.text).not.toContain("Cascade Scale Systems");
    }
    await editAndPublish(db, "owner@example.com", ({ name: _n, email: _e, ...facts }) => facts);
  });

  it("the test webhook answers with the spec's messages", async () => {
    receiver.reply({ status: 200 });
    expect(await mod.sendTestWebhook(db, null)).toEqual({
      success: false,
      message: "User not authenticated",
    });
    expect(await mod.sendTestWebhook(db, "nobody")).toEqual({
      success: false,
      message: "Webhook not configured",
    });
    expect(await mod.sendTestWebhook(db, "owner")).toEqual({
      success: true,
      message: "Webhook sent successfully",
    });
    const event = JSON.parse(receiver.requests.at(-1)!.body) as {
      event: string;
      data: { message: string; timestamp: string };
    };
    expect(event.event).toBe("test_webhook");
    expect(new Date(event.data.timestamp).toISOString()).toBe(event.data.timestamp);
    receiver.reply({ status: 500 });
    expect(await mod.sendTestWebhook(db, "owner")).toMatchObject({
      success: false,
      message: "Failed to send webhook",
      reason: "HTTP 500",
    });
  });
});
