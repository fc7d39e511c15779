import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/lib/db/open";
import { outboxJobs } from "@/lib/db/schema";
import { NOT_SENT } from "@/lib/delivery/result";
import { confirmationRefusal, ownerDigestFor, senderOf, senderShare } from "@/lib/leads/ceilings";
import { insertLead } from "@/lib/leads/insert-lead";
import { drainOutbox } from "@/lib/outbox/worker";
import { startResendServer, type ResendServer } from "../support/resend-server.mjs";
import { demoLead } from "../support/leads";
import { backends, openForTests } from "./databases";

// Site-wide ceilings: past CONFIRMATIONS_PER_HOUR the prospects' confirmations are recorded as not sent; past
// OWNER_NOTIFICATIONS_PER_HOUR the owner's lead emails wait for one digest at the end of the hour. Leads are kept.
const API_KEY = "re_test_ceilings";
let resend: ResendServer;

beforeAll(async () => {
  resend = await startResendServer(API_KEY);
  vi.stubEnv("RESEND_API_KEY", API_KEY);
  vi.stubEnv("RESEND_BASE_URL", resend.url);
  vi.stubEnv("NOTIFY_EMAIL", "owner@example.com");
  vi.stubEnv("NEXT_PUBLIC_SITE_URL", "https://site.example");
  vi.stubEnv("CONFIRMATIONS_PER_HOUR", "3");
  vi.stubEnv("OWNER_NOTIFICATIONS_PER_HOUR", "2");
});
afterAll(async () => {
  await resend.close();
  vi.unstubAllEnvs();
});

// An hour of its own per backend, so the two never share a counter.
const HOUR = 3_600_000;

describe.each(backends())("hourly ceilings on $name", (backend) => {
  let db: Database;
  openForTests(backend, (opened) => (db = opened));
  const hour = Math.floor(Date.now() / HOUR) * HOUR + (backend.name === "pglite" ? 1 : 2) * 24 * HOUR;

  /** A lead as the form pipeline stores it, with the ceilings decided at `at`; each from its own address unless given. */
  async function store(at: number, n: number, ip = `198.51.100.${n}`) {
    const lead = demoLead({ name: `Lead ${n}`, email: `ceiling-${backend.name}-${n}@example.com` });
    const [prospectNotSent, ownerDigest] = await Promise.all([
      confirmationRefusal(db, lead.email, senderOf(ip), at),
      ownerDigestFor(db, senderOf(ip), at),
    ]);
    const stored = await insertLead(db, lead, { webhookOwners: [], prospectNotSent, ownerDigest });
    const jobs = await db.select().from(outboxJobs).where(eq(outboxJobs.leadId, stored!.leadId));
    const job = (type: string) => jobs.find((j) => j.type === type)!;
    return { leadId: stored!.leadId, owner: job("owner_email"), prospect: job("prospect_email") };
  }

  it("stores every lead, sends confirmations up to the ceiling, and records the rest as not sent", async () => {
    const stored = [];
    for (let n = 0; n < 5; n++) stored.push(await store(hour + 1000 + n, n));
    expect(stored.map((s) => s.prospect.status)).toEqual([
      "pending",
      "pending",
      "pending",
      "not_sent",
      "not_sent",
    ]);
    expect(stored[4]!.prospect.lastError).toBe(NOT_SENT.hourlyCeiling);
    expect(stored[4]!.prospect.lastError).toMatch(/^Not sent: hourly ceiling/);
    expect(stored[4]!.prospect.summary).toEqual({ to: `ceiling-${backend.name}-4@example.com` });
    // The next hour starts afresh.
    expect(
      await confirmationRefusal(db, "next-hour@example.com", senderOf("198.51.100.99"), hour + HOUR + 1),
    ).toBeNull();
  });

  it("folds the owner's lead emails past the hourly number into one digest, sent after the hour with every lead", async () => {
    const start = hour + 5 * HOUR;
    const stored = [];
    for (let n = 10; n < 14; n++) stored.push(await store(start + 60_000 + n, n));
    expect(stored.map((s) => s.owner.status)).toEqual(["pending", "pending", "not_sent", "not_sent"]);
    const folded = stored.slice(2).map((s) => s.owner);
    expect(folded.every((job) => job.lastError === NOT_SENT.inDigest)).toBe(true);
    expect(folded.every((job) => job.summary.to === "owner@example.com")).toBe(true);
    const digestId = String(folded[0]!.payload.digest);
    expect(folded[1]!.payload.digest).toBe(digestId);

    const digests = (await db.select().from(outboxJobs).where(eq(outboxJobs.type, "owner_digest"))).filter(
      (job) => job.payload.windowStart === new Date(start).toISOString(),
    );
    expect(digests.map((job) => job.id)).toEqual([digestId]);
    const [digest] = digests;
    expect(digest!.nextAttemptAt.getTime()).toBe(start + HOUR + 60_000);
    expect(digest!.payload).toEqual({
      windowStart: new Date(start).toISOString(),
      windowEnd: new Date(start + HOUR).toISOString(),
    });

    // Due: it goes to the owner listing both leads, each with its link; nothing of theirs is in the subject.
    await db
      .update(outboxJobs)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outboxJobs.id, digestId));
    const before = resend.requests.length;
    await drainOutbox(db, { jobIds: [digestId] });
    const [sent] = await db.select().from(outboxJobs).where(eq(outboxJobs.id, digestId));
    expect(sent!.status).toBe("delivered");
    const email = resend.requests.slice(before).find((r) => r.path === "/emails")!.body;
    expect(email.to).toBe("owner@example.com");
    expect(email.subject).toMatch(
      /^2 more leads between \d{1,2}:\d{2} [AP]M and \d{1,2}:\d{2} [AP]M P[SD]T$/,
    );
    for (const { leadId } of stored.slice(2)) {
      expect(String(email.html)).toContain(`https://site.example/settings/leads/${leadId}`);
    }
    expect(String(email.text)).toContain("Lead 12");
    expect(String(email.text)).toContain("Lead 13");
    expect(String(email.text)).not.toContain("Lead 11");
  });

  it("gives each address a share of each hourly ceiling: 40 leads from one address, then another's confirmation and owner email go at once", async () => {
    vi.stubEnv("CONFIRMATIONS_PER_HOUR", "30");
    vi.stubEnv("OWNER_NOTIFICATIONS_PER_HOUR", "20");
    try {
      const start = hour + 9 * HOUR;
      const flood = [];
      // One sender: an IPv6 /48, each lead from another /64 of it.
      for (let n = 0; n < 40; n++)
        flood.push(await store(start + n, 100 + n, `2001:db8:77:${n.toString(16)}::1`));
      const [confirmations, notifications] = [senderShare(30), senderShare(20)];
      expect([confirmations, notifications]).toEqual([3, 2]);
      expect(flood.filter((s) => s.prospect.status === "pending")).toHaveLength(confirmations);
      expect(flood.filter((s) => s.owner.status === "pending")).toHaveLength(notifications);
      const unconfirmed = flood.filter((s) => s.prospect.status === "not_sent");
      expect(unconfirmed).toHaveLength(40 - confirmations);
      expect(unconfirmed.every((s) => s.prospect.lastError === NOT_SENT.senderShare)).toBe(true);
      const folded = flood.filter((s) => s.owner.status === "not_sent").map((s) => s.owner);
      expect(folded).toHaveLength(40 - notifications);
      expect(folded.every((job) => job.lastError === NOT_SENT.inDigestSender && job.payload.digest)).toBe(
        true,
      );

      // Another address, a second later: its prospect's confirmation and the owner's email are sent at once.
      const other = await store(start + 1000, 200, "203.0.113.7");
      expect(other.prospect.status).toBe("pending");
      expect(other.owner.status).toBe("pending");
      const before = resend.requests.length;
      await drainOutbox(db, { jobIds: [other.prospect.id, other.owner.id] });
      const sent = resend.requests.slice(before).map((r) => r.body.to);
      expect(sent.sort()).toEqual(
        ["ceiling-" + backend.name + "-200@example.com", "owner@example.com"].sort(),
      );
      const after = await db.select().from(outboxJobs).where(eq(outboxJobs.leadId, other.leadId));
      expect(after.filter((job) => job.type.endsWith("email")).map((job) => job.status)).toEqual([
        "delivered",
        "delivered",
      ]);
    } finally {
      vi.stubEnv("CONFIRMATIONS_PER_HOUR", "3");
      vi.stubEnv("OWNER_NOTIFICATIONS_PER_HOUR", "2");
    }
  });

  it("counts a sender by IPv4 address or IPv6 /48", () => {
    expect(senderOf("2001:db8:5:1::1")).toBe(senderOf("2001:db8:5:ffff::9"));
    expect(senderOf("2001:db8:5::1")).not.toBe(senderOf("2001:db8:6::1"));
    expect(senderOf("198.51.100.1")).not.toBe(senderOf("198.51.100.2"));
  });
});
