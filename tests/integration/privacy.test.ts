import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/lib/db/open";
import {
  bookingClicks,
  emailSuppressions,
  leads,
  outboxAttempts,
  outboxJobs,
  rateLimits,
  sourceDays,
  webhookConfigs,
} from "@/lib/db/schema";
import { NOT_SENT } from "@/lib/delivery/result";
import { suppressEmail } from "@/lib/email/unsubscribe";
import { insertLead } from "@/lib/leads/insert-lead";
import { drainOutbox } from "@/lib/outbox/worker";
import { erasePerson } from "@/lib/privacy/erase";
import { personExport } from "@/lib/privacy/export";
import { findPerson } from "@/lib/privacy/find";
import { parsePerson } from "@/lib/privacy/person";
import { keyedHash } from "@/lib/request/client";
import { erasePersonData } from "@/lib/settings/privacy/request";
import { contactLead, demoLead } from "../support/leads";
import { resendError, startResendServer } from "../support/resend-server.mjs";
import { webhookReceiverForFile } from "../support/webhook-receiver-for-file";
import { backends, openForTests, rowsOf } from "./databases";

const API_KEY = "re_test_privacy";
const NOTIFY = "notify.owner.inbox@example.com";
const resend = await startResendServer(API_KEY);
beforeAll(() => {
  vi.stubEnv("RESEND_API_KEY", API_KEY);
  vi.stubEnv("RESEND_BASE_URL", resend.url);
  vi.stubEnv("NOTIFY_EMAIL", NOTIFY);
});
afterAll(async () => {
  await resend.close();
});
const SECRET = "whsec_" + Buffer.from("privacy-signing-secret-0123456789").toString("base64");
const receiver = await webhookReceiverForFile("1");
const OWNER = "local:owner@example.com";

/** Rows of every table in schema app whose text, any column, holds `needle`: what an erasure must leave none of. */
async function rowsHolding(db: Database, needle: string) {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'app' and table_type = 'BASE TABLE' order by 1`),
  );
  expect(tables.map((t) => t.name)).toEqual(
    expect.arrayContaining(["leads", "outbox_jobs", "outbox_attempts"]),
  );
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier("app")}.${sql.identifier(name)} t where t::text ilike ${`%${needle}%`}`,
      ),
    );
    if (row!.n) found[name] = row!.n;
  }
  return found;
}

describe.each(backends())("privacy requests, on $name", (backend) => {
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

  const address = `ada.erasure.${backend.name}@example.com`;
  const phone = "+15035550142";
  const visit = { ipHash: keyedHash(`visit-${backend.name}`), userAgent: `Erasure browser ${backend.name}` };

  /** The person's two leads (one with a phone), a stranger's lead, clicks of both visits, an unsubscribe. */
  async function seed() {
    const at = new Date(Date.now() - 3_600_000);
    const mine = [
      contactLead({ email: address.replace("ada", "Ada"), name: "Ada Erasure", createdAt: at, ...visit }),
      demoLead({
        email: address,
        name: "Ada Erasure",
        payload: { contactName: "Ada Erasure", email: address, phone, smsConsent: true, industry: "other" },
        attribution: { utm_source: "google", gclid: "TeSt_123" },
        ...visit,
      }),
    ];
    const ids: string[] = [];
    for (const lead of mine) ids.push((await insertLead(db, lead, { webhookOwners: [OWNER] }))!.leadId);
    // A conversion carrying the hashed address and the visitor's address, as a real one would.
    await db.insert(outboxJobs).values({
      type: "meta_event",
      leadId: ids[1],
      maxAttempts: 10,
      payload: {
        data: [{ event_name: "Lead", user_data: { client_ip_address: "198.51.100.9", em: ["x"] } }],
      },
      summary: { event: "Lead" },
    });
    const stranger = (await insertLead(db, contactLead({ email: `other.${backend.name}@example.com` }), {
      webhookOwners: [],
    }))!.leadId;
    const attribution = { utm_source: "google", landing_page: "/dental" };
    await db.insert(bookingClicks).values([
      { ...visit, attribution, visitKey: randomUUID() },
      { ipHash: keyedHash("someone else"), userAgent: "Other browser", attribution, visitKey: randomUUID() },
    ]);
    await suppressEmail(db, address, "link");
    await db
      .insert(rateLimits)
      .values({ key: `confirm:${keyedHash(address)}:86400`, windowStart: new Date(), count: 1 });
    return { ids, stranger };
  }

  it("finds everything about an address or a number, and exports it as one JSON document", async () => {
    const { ids } = await seed();
    const byEmail = await findPerson(db, parsePerson(` ${address.toUpperCase()} `)!);
    expect(byEmail.leads.map((l) => l.id).sort()).toEqual([...ids].sort());
    expect(byEmail.jobs.every((job) => ids.includes(job.leadId!))).toBe(true);
    expect(byEmail.jobs.map((job) => job.type)).toEqual(
      expect.arrayContaining(["owner_email", "webhook", "meta_event"]),
    );
    expect(byEmail.bookingClicks).toHaveLength(1);
    expect(byEmail.unsubscribes).toEqual([expect.objectContaining({ email: address })]);
    const byPhone = await findPerson(db, parsePerson("(503) 555-0142")!);
    expect(byPhone.leads.map((l) => l.id)).toEqual([ids[1]]);

    const exported = JSON.parse(JSON.stringify(personExport({ email: address }, byEmail)));
    expect(exported).toMatchObject({ request: address, leads: [{}, {}], unsubscribes: [{ source: "link" }] });
    const webhook = exported.deliveries.find((d: { kind: string }) => d.kind === "webhook");
    expect(webhook.payload.data.email.toLowerCase()).toBe(address);
  });

  it("exports only what is theirs: never the owner's webhook URL, sign-in or notification address, a provider id or an error text", async () => {
    const email = `export.only.${backend.name}@example.com`;
    const stored = (await insertLead(
      db,
      contactLead({ email, payload: { name: "Ex Port", email, message: "Notes of my own" } }),
      { webhookOwners: [OWNER] },
    ))!;
    const jobs = () => db.select().from(outboxJobs).where(eq(outboxJobs.leadId, stored.leadId));
    // The first email is refused once, with an error text quoting the owner's address, then sent; the rest go at once.
    resend.reply({ status: 500, body: resendError(500, "application_error", `Could not send to ${NOTIFY}`) });
    await drainOutbox(db, { jobIds: (await jobs()).map((job) => job.id) });
    await db
      .update(outboxJobs)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outboxJobs.leadId, stored.leadId));
    await drainOutbox(db, { jobIds: (await jobs()).map((job) => job.id) });
    const sent = await jobs();
    const providerIds = sent.map((job) => job.providerId).filter((id): id is string => Boolean(id));
    const errors = (
      await db
        .select()
        .from(outboxAttempts)
        .where(
          inArray(
            outboxAttempts.jobId,
            sent.map((job) => job.id),
          ),
        )
    ).flatMap((attempt) => (attempt.error ? [attempt.error] : []));
    // What the owner's own log holds, so the export is seen leaving it out.
    expect(providerIds.length).toBeGreaterThanOrEqual(2);
    expect(errors.join(" ")).toContain("application_error");
    expect(JSON.stringify(sent)).toContain(`${receiver.origin}/hook`);

    const text = JSON.stringify(personExport({ email }, await findPerson(db, { email })));
    for (const secret of [
      `${receiver.origin}/hook`,
      receiver.origin,
      "owner@example.com",
      NOTIFY,
      ...providerIds,
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    for (const error of errors) expect(text).not.toContain(error);
    const exported = JSON.parse(text);
    expect(exported.leads).toEqual([
      expect.objectContaining({ email, payload: expect.objectContaining({ message: "Notes of my own" }) }),
    ]);
    expect(exported.deliveries.map((d: { kind: string }) => d.kind).sort()).toEqual([
      "owner_email",
      "prospect_email",
      "webhook",
    ]);
    for (const delivery of exported.deliveries) {
      expect(Object.keys(delivery).sort()).toEqual(
        [
          "attempts",
          "createdAt",
          "deliveredAt",
          "kind",
          "leadId",
          "status",
          ...(delivery.kind === "webhook" ? ["payload"] : []),
        ].sort(),
      );
      expect(delivery.status).toBe("delivered");
    }
    // The email refused once shows both tries, by time and outcome only.
    expect(exported.deliveries.map((d: { attempts: unknown[] }) => d.attempts)).toContainEqual([
      { startedAt: expect.any(String), ok: false },
      { startedAt: expect.any(String), ok: true },
    ]);
    await erasePerson(db, { email }, { keepUnsubscribed: false, webhookOwners: [] });
  });

  it("takes a booking click only when it is tied to their lead or untied: never one tied to another lead from the same network and browser", async () => {
    const shared = {
      ipHash: keyedHash(`shared-${backend.name}`),
      userAgent: `Shared browser ${backend.name}`,
    };
    const [mine, theirs] = [
      `click.mine.${backend.name}@example.com`,
      `click.theirs.${backend.name}@example.com`,
    ];
    const leadOf = async (email: string) =>
      (await insertLead(db, contactLead({ email, ...shared }), { webhookOwners: [] }))!.leadId;
    const [myLead, theirLead] = [await leadOf(mine), await leadOf(theirs)];
    const click = (leadId: string | null) => ({ ...shared, attribution: {}, visitKey: randomUUID(), leadId });
    await db.insert(bookingClicks).values([click(myLead), click(theirLead), click(null)]);

    const found = await findPerson(db, { email: mine });
    expect(found.bookingClicks.map((c) => c.leadId).sort()).toEqual([myLead, null].sort());
    const erased = await erasePerson(db, { email: mine }, { keepUnsubscribed: false, webhookOwners: [] });
    expect(erased.bookingClicks).toBe(2);
    const left = await db.select().from(bookingClicks).where(eq(bookingClicks.ipHash, shared.ipHash));
    expect(left.map((c) => c.leadId)).toEqual([theirLead]);
    await erasePerson(db, { email: theirs }, { keepUnsubscribed: false, webhookOwners: [] });
  });

  it("erases it in one action, leaves no row holding the address or number, keeps the report's counts, and tells the webhook", async () => {
    const found = await findPerson(db, { email: address });
    const jobIds = found.jobs.map((j) => j.id);
    const stranger = `other.${backend.name}@example.com`;
    const counts = () =>
      db.select().from(sourceDays).orderBy(sourceDays.day, sourceDays.source, sourceDays.kind);
    const before = await counts();
    expect((await rowsHolding(db, address)).leads).toBe(2);

    const result = await erasePerson(
      db,
      { email: address },
      { keepUnsubscribed: true, webhookOwners: [OWNER] },
    );
    expect(result).toMatchObject({ leads: 2, bookingClicks: 1, unsubscribeKept: true });
    expect(result.notices).toHaveLength(2);

    for (const needle of [address, "5035550142", "Ada Erasure", "198.51.100.9"]) {
      expect(await rowsHolding(db, needle), needle).toEqual({});
    }
    expect(await db.select().from(outboxAttempts).where(inArray(outboxAttempts.jobId, jobIds))).toEqual([]);
    expect(await counts()).toEqual(before);
    expect(await db.select().from(leads).where(eq(leads.email, stranger))).toHaveLength(1);
    expect((await findPerson(db, { email: address })).unsubscribes).toEqual([
      expect.objectContaining({ email: expect.stringMatching(/^hmac:[0-9a-f]{32}$/), source: "erasure" }),
    ]);

    // Each lead is announced once to the enabled endpoint, signed, with ids and times only.
    await drainOutbox(db, { jobIds: result.notices });
    const notices = receiver.requests.filter((r) => r.body.includes('"lead.deleted"'));
    expect(notices.length).toBeGreaterThanOrEqual(2);
    for (const hook of notices.slice(-2)) {
      const body = new Webhook(SECRET).verify(hook.body, {
        "webhook-id": String(hook.headers["webhook-id"]),
        "webhook-timestamp": String(hook.headers["webhook-timestamp"]),
        "webhook-signature": String(hook.headers["webhook-signature"]),
      }) as { event: string; data: { leadId: string } };
      expect(body.event).toBe("lead.deleted");
      expect(found.leads.map((l) => l.id)).toContain(body.data.leadId);
      expect(hook.body).not.toContain(address);
    }
  });

  it("keeps the erased address unsubscribed by its hash: a later lead from it gets no confirmation", async () => {
    const stored = (await insertLead(db, contactLead({ email: address }), { webhookOwners: [] }))!;
    const [confirmation] = await db
      .select()
      .from(outboxJobs)
      .where(sql`${outboxJobs.leadId} = ${stored.leadId} and ${outboxJobs.type} = 'prospect_email'`);
    expect(confirmation).toMatchObject({ status: "not_sent", lastError: NOT_SENT.unsubscribed });
    // Without "keep unsubscribed", nothing of the address stays at all.
    await erasePerson(db, { email: address }, { keepUnsubscribed: false, webhookOwners: [] });
    expect(
      await db
        .select()
        .from(emailSuppressions)
        .where(sql`${emailSuppressions.email} like 'hmac:%'`),
    ).toEqual([]);
  });

  it("asks for confirmation, and logs that an erasure happened without naming whom", async () => {
    const email = `confirm.${backend.name}@example.com`;
    await insertLead(db, contactLead({ email }), { webhookOwners: [] });
    const check = { ok: true as const, owner: { id: OWNER, email: "owner@example.com" } };
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.append(k, v);
      return data;
    };
    const refused = await erasePersonData(db, check, form({ person: email }));
    expect(refused).toMatchObject({ status: "error", fieldErrors: { confirm: expect.any(String) } });
    expect(await db.select().from(leads).where(eq(leads.email, email))).toHaveLength(1);

    const lines: string[] = [];
    const spy = vi.spyOn(console, "info").mockImplementation((line: string) => void lines.push(line));
    try {
      const done = await erasePersonData(db, check, form({ person: email, confirm: "on" }));
      expect(done).toMatchObject({ status: "success", erased: true });
    } finally {
      spy.mockRestore();
    }
    const logged = lines.map((line) => JSON.parse(line)).find((line) => line.event === "privacy_erasure");
    expect(logged).toMatchObject({ leads: 1, unsubscribeKept: false });
    expect(lines.join("\n")).not.toContain(email);
    expect(await db.select().from(leads).where(eq(leads.email, email))).toEqual([]);
  });
});
