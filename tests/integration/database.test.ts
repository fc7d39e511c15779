import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/open";
import { migrateDatabase, openDatabase } from "@/lib/db/open";
import * as schema from "@/lib/db/schema";
import { leads, outboxJobs, webhookConfigs } from "@/lib/db/schema";
import { insertLead } from "@/lib/leads/insert-lead";
import { hitRateLimit } from "@/lib/rate-limit";
import { contactLead } from "../support/leads";
import { backends, rowsOf, openForTests } from "./databases";

// Every table the schema declares, and every migration the journal lists.
const SCHEMA_TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableConfig(table as PgTable).name)
  .sort();
const MIGRATIONS = (
  JSON.parse(readFileSync("supabase/migrations/meta/_journal.json", "utf8")) as { entries: unknown[] }
).entries.length;

const lead = (submissionId = randomUUID()) =>
  contactLead({ message: "Hi <b>there</b> 🚀", attribution: { utm_source: "x" }, submissionId });

// The webhook configuration these tests save belongs to a current owner.
const OWNERS = { webhookOwners: ["atomic-check"] };

describe.each(backends())("database on $name", (backend) => {
  let db: Database;
  openForTests(backend, (opened) => (db = opened));

  it("migrates from empty into schema app, and again is a no-op", async () => {
    const tables = rowsOf<{ table_name: string }>(
      await db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'app' order by 1`,
      ),
    ).map((r) => r.table_name);
    expect(tables).toEqual(SCHEMA_TABLES);
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
    expect(rows.length).toBe(SCHEMA_TABLES.length);
    for (const row of rows) expect(row.relrowsecurity, row.relname).toBe(true);
  });

  it("stores a lead with its payload and attribution, as text", async () => {
    const stored = await insertLead(db, lead(), OWNERS);
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
    const results = await Promise.all(
      Array.from({ length: 10 }, () => insertLead(db, lead(submissionId), OWNERS)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await db
      .select()
      .from(leads)
      .where(sql`${leads.submissionId} = ${submissionId}`);
    expect(rows).toHaveLength(1);
    expect(await insertLead(db, lead(submissionId), OWNERS)).toBeNull();
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

  it("writes the lead's delivery jobs with it", async () => {
    const stored = await insertLead(db, lead(), OWNERS);
    const jobs = await db
      .select()
      .from(outboxJobs)
      .where(sql`${outboxJobs.leadId} = ${stored!.leadId}`);
    expect(jobs.map((j) => j.type).sort()).toEqual(["owner_email", "prospect_email"]);
    expect(stored!.jobIds.sort()).toEqual(jobs.map((j) => j.id).sort());
    expect(jobs.every((j) => j.status === "pending" && j.attempts === 0)).toBe(true);
  });

  it("writes a lead with its jobs or not at all: a job that cannot be written leaves no lead", async () => {
    await db.insert(webhookConfigs).values({
      userId: "atomic-check",
      webhookUrl: "https://example.com/hook",
      enabled: true,
      signingSecret: "whsec_x",
    });
    await db.execute(sql`create function app.refuse_webhook_job() returns trigger language plpgsql as
      $$ begin raise exception 'webhook job refused'; end $$`);
    await db.execute(sql`create trigger refuse_webhook_job before insert on app.outbox_jobs
      for each row when (new.type = 'webhook') execute function app.refuse_webhook_job()`);
    const submissionId = randomUUID();
    try {
      await expect(insertLead(db, lead(submissionId), OWNERS)).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger refuse_webhook_job on app.outbox_jobs`);
      await db.execute(sql`drop function app.refuse_webhook_job()`);
      await db.delete(webhookConfigs).where(sql`${webhookConfigs.userId} = 'atomic-check'`);
    }
    const rows = await db
      .select()
      .from(leads)
      .where(sql`${leads.submissionId} = ${submissionId}`);
    expect(rows).toHaveLength(0);
    // With the configuration on and nothing refusing, the same post stores the lead and all three jobs.
    await db.insert(webhookConfigs).values({
      userId: "atomic-check",
      webhookUrl: "https://example.com/hook",
      enabled: true,
      signingSecret: "whsec_x",
    });
    const stored = await insertLead(db, lead(submissionId), OWNERS);
    await db.delete(webhookConfigs).where(sql`${webhookConfigs.userId} = 'atomic-check'`);
    const jobs = await db
      .select()
      .from(outboxJobs)
      .where(sql`${outboxJobs.leadId} = ${stored!.leadId}`);
    expect(jobs.map((j) => j.type).sort()).toEqual(["owner_email", "prospect_email", "webhook"]);
    const hook = jobs.find((j) => j.type === "webhook")!;
    expect(hook.webhookUserId).toBe("atomic-check");
    expect(hook.payload).toMatchObject({ event: "form_submission", data: { leadId: stored!.leadId } });
  });

  it("counts every rule of a rate limit in one go", async () => {
    const key = `test:${randomUUID()}`;
    const rules = [
      { limit: 3, windowSeconds: 60 },
      { limit: 4, windowSeconds: 3600 },
    ];
    const now = Date.UTC(2026, 10, 22, 10, 0, 0);
    const first = await Promise.all(Array.from({ length: 5 }, () => hitRateLimit(db, key, rules, now)));
    expect(first.filter(Boolean)).toHaveLength(3);
    // A new minute, but the hour's limit of four was reached with the fourth post.
    expect(await hitRateLimit(db, key, rules, now + 60_000)).toBe(false);
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

describe.runIf(process.env.TEST_DATABASE_URL)(
  "instances starting together on a fresh PostgreSQL database",
  () => {
    it("all migrate and open; the schema is applied once", async () => {
      const [backend] = backends().filter((b) => b.name === "postgres");
      const first = await backend!.open();
      // open() created and migrated the database; start over from empty to race four instances on it.
      await first.execute(sql`drop schema app cascade`);
      await first.execute(sql`drop schema drizzle cascade`);
      await first.close();
      try {
        const instances = await Promise.all(
          Array.from({ length: 4 }, () => openDatabase({ DATABASE_URL: backend!.url })),
        );
        const applied = rowsOf<{ n: number }>(
          await instances[0]!.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
        );
        const tables = rowsOf<{ n: number }>(
          await instances[0]!.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'app'`),
        );
        expect(applied[0]?.n).toBe(MIGRATIONS);
        expect(tables[0]?.n).toBe(SCHEMA_TABLES.length);
        await Promise.all(instances.map((db) => db.close()));
      } finally {
        await backend!.cleanup();
      }
    }, 60_000);
  },
);
