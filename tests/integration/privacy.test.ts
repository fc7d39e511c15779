import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it, vi } from "vitest";
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
import { webhookReceiverForFile } from "../support/webhook-receiver-for-file";
import { backends, openForTests, rowsOf } from "./databases";

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
    const webhook = exported.deliveries.find((d: { type: string }) => d.type === "webhook");
    expect(webhook.payload.data.email.toLowerCase()).toBe(address);
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
