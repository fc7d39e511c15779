import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/open";
import { bookingClicks, leads, outboxAttempts, outboxJobs } from "@/lib/db/schema";
import { suppressEmail } from "@/lib/email/unsubscribe";
import { insertLead } from "@/lib/leads/insert-lead";
import { lastPurge, purgeExpired, purgeIfDue } from "@/lib/retention";
import { contactLead } from "../support/leads";
import { backends, rowsOf, openForTests } from "./databases";

const DAY = 86_400_000;
const NOW = new Date("2026-11-24T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const lead = (email: string, createdAt: Date) =>
  contactLead({ email, ipHash: "hash", userAgent: "Browser/1.0", createdAt });

const count = async (db: Database, query: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await db.execute(query))[0]!.n;

for (const backend of backends()) {
  describe(`retention on ${backend.name}`, () => {
    let db: Database;
    openForTests(backend, (opened) => (db = opened));

    it("deletes leads past 730 days with their jobs and attempts, and anonymises those past 365; nothing newer", async () => {
      const old = await insertLead(db, lead("old@example.com", daysAgo(731)), { webhookOwners: [] });
      const edge = await insertLead(db, lead("edge@example.com", daysAgo(729)), { webhookOwners: [] });
      const year = await insertLead(db, lead("year@example.com", daysAgo(366)), { webhookOwners: [] });
      const fresh = await insertLead(db, lead("fresh@example.com", daysAgo(1)), { webhookOwners: [] });
      await db.insert(outboxAttempts).values({
        jobId: old!.jobIds[0]!,
        attempt: 1,
        ok: true,
        startedAt: daysAgo(731),
        durationMs: 5,
      });
      await db.insert(bookingClicks).values([
        { attribution: {}, createdAt: daysAgo(400) },
        { attribution: {}, createdAt: daysAgo(10) },
      ]);

      const result = await purgeExpired(db, NOW);
      expect(result).toMatchObject({ leads: 1, bookingClicks: 1 });
      expect(result.anonymized).toBeGreaterThanOrEqual(2);

      const left = rowsOf<{ email: string; ip_hash: string | null; user_agent: string | null }>(
        await db.execute(sql`select email, ip_hash, user_agent from ${leads} order by created_at`),
      );
      expect(left.map((l) => l.email)).toEqual(["edge@example.com", "year@example.com", "fresh@example.com"]);
      expect(left.find((l) => l.email === "edge@example.com")).toMatchObject({
        ip_hash: null,
        user_agent: null,
      });
      expect(left.find((l) => l.email === "fresh@example.com")).toMatchObject({ ip_hash: "hash" });
      expect(
        await count(db, sql`select count(*)::int as n from ${outboxJobs} where lead_id = ${old!.leadId}`),
      ).toBe(0);
      expect(
        await count(
          db,
          sql`select count(*)::int as n from ${outboxAttempts} where job_id = ${old!.jobIds[0]!}`,
        ),
      ).toBe(0);
      for (const kept of [edge, year, fresh]) {
        expect(
          await count(db, sql`select count(*)::int as n from ${outboxJobs} where lead_id = ${kept!.leadId}`),
        ).toBe(2);
      }
      expect(await count(db, sql`select count(*)::int as n from ${bookingClicks}`)).toBe(1);
      expect((await lastPurge(db))?.details).toMatchObject({ leads: 1, bookingClicks: 1 });
    });

    it("runs at most hourly, whoever asks", async () => {
      expect(await purgeIfDue(db, new Date(NOW.getTime() + 10 * 60_000))).toBeNull();
      expect(await purgeIfDue(db, new Date(NOW.getTime() + 61 * 60_000))).not.toBeNull();
    });

    it("sends an unsubscribed address no confirmation, and records it as not sent; the owner's notification goes", async () => {
      await suppressEmail(db, "Gone@Example.com", "link");
      const stored = await insertLead(db, lead("gone@example.com", new Date()), { webhookOwners: [] });
      const jobs = rowsOf<{ type: string; status: string; last_error: string | null }>(
        await db.execute(
          sql`select type, status, last_error from ${outboxJobs} where lead_id = ${stored!.leadId} order by type`,
        ),
      );
      expect(jobs).toEqual([
        { type: "owner_email", status: "pending", last_error: null },
        { type: "prospect_email", status: "not_sent", last_error: "Not sent: the address unsubscribed" },
      ]);
    });
  });
}
