import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/lib/db/open";
import { outboxJobs } from "@/lib/db/schema";
import { NOT_SENT } from "@/lib/delivery/result";
import { confirmationRefusal, ownerDigestFor } from "@/lib/leads/ceilings";
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

  /** A lead as the form pipeline stores it, with the ceilings decided at `at`. */
  async function store(at: number, n: number) {
    const lead = demoLead({ name: `Lead ${n}`, email: `ceiling-${backend.name}-${n}@example.com` });
    const [prospectNotSent, ownerDigest] = await Promise.all([
      confirmationRefusal(db, lead.email, at),
      ownerDigestFor(db, at),
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
    expect(await confirmationRefusal(db, "next-hour@example.com", hour + HOUR + 1)).toBeNull();
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
});
