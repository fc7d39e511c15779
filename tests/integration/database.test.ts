import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/open";
import { migrateDatabase } from "@/lib/db/open";
import { leads, outboxJobs, webhookConfigs } from "@/lib/db/schema";
import { insertLead } from "@/lib/leads/insert-lead";
import { hitRateLimit } from "@/lib/rate-limit";
import { backends, rowsOf } from "./databases";

const lead = (submissionId = randomUUID()) => ({
  kind: "contact" as const,
  name: "Ada Lovelace",
  email: "ada@example.com",
  businessName: null,
  payload: { name: "Ada Lovelace", email: "ada@example.com", message: "Hi <b>there</b> 🚀" },
  attribution: { utm_source: "x" },
  submissionId,
});

describe.each(backends())("database on $name", (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await backend.open();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await backend.cleanup();
  });

  it("migrates from empty into schema app, and again is a no-op", async () => {
    const tables = rowsOf<{ table_name: string }>(
      await db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'app' order by 1`,
      ),
    ).map((r) => r.table_name);
    expect(tables).toEqual([
      "booking_clicks",
      "leads",
      "outbox_attempts",
      "outbox_jobs",
      "rate_limits",
      "webhook_configs",
    ]);
    await migrateDatabase(db);
    const applied = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    expect(applied[0]?.n).toBeGreaterThanOrEqual(1);
  });

  it("has row level security enabled on every table", async () => {
    const rows = rowsOf<{ relname: string; relrowsecurity: boolean }>(
      await db.execute(sql`select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'app' and c.relkind = 'r'`),
    );
    expect(rows.length).toBe(6);
    for (const row of rows) expect(row.relrowsecurity, row.relname).toBe(true);
  });

  it("stores a lead with its payload and attribution, as text", async () => {
    const stored = await insertLead(db, lead());
    const [row] = await db
      .select()
      .from(leads)
      .where(sql`${leads.id} = ${stored!.leadId}`);
    expect(row?.payload).toMatchObject({ message: "Hi <b>there</b> 🚀" });
    expect(row?.attribution).toEqual({ utm_source: "x" });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it("stores one lead per submission id, even when the same post arrives ten times at once", async () => {
    const submissionId = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => insertLead(db, lead(submissionId))));
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await db
      .select()
      .from(leads)
      .where(sql`${leads.submissionId} = ${submissionId}`);
    expect(rows).toHaveLength(1);
    expect(await insertLead(db, lead(submissionId))).toBeNull();
  });

  it("allows exactly the limit under 20 concurrent posts", async () => {
    const key = `test:${randomUUID()}`;
    const rules = [{ limit: 5, windowSeconds: 60 }];
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(db, key, rules, now)));
    expect(results.filter(Boolean)).toHaveLength(5);
    // The next window starts afresh.
    expect(await hitRateLimit(db, key, rules, now + 60_000)).toBe(true);
  });

  it("writes the lead's delivery jobs in the same transaction", async () => {
    const stored = await insertLead(db, lead());
    const jobs = await db
      .select()
      .from(outboxJobs)
      .where(sql`${outboxJobs.leadId} = ${stored!.leadId}`);
    expect(jobs.map((j) => j.type).sort()).toEqual(["owner_email", "prospect_email"]);
    expect(stored!.jobIds.sort()).toEqual(jobs.map((j) => j.id).sort());
    expect(jobs.every((j) => j.status === "pending" && j.attempts === 0)).toBe(true);
  });

  it("keeps webhook configuration one row per user", async () => {
    await db
      .insert(webhookConfigs)
      .values({ userId: "owner-1", webhookUrl: "https://example.com/hook", signingSecret: "whsec_x" });
    await db
      .insert(webhookConfigs)
      .values({
        userId: "owner-1",
        webhookUrl: "https://example.com/other",
        enabled: true,
        signingSecret: "whsec_x",
      })
      .onConflictDoUpdate({
        target: webhookConfigs.userId,
        set: { webhookUrl: "https://example.com/other", enabled: true },
      });
    const rows = await db.select().from(webhookConfigs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ webhookUrl: "https://example.com/other", enabled: true });
  });
});
