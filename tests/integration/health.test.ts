import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/health/route";
import { closeDb } from "@/lib/db";
import type { Database } from "@/lib/db/open";
import { backends, type Backend } from "./databases";

// The public health answer must cost a stranger nothing but a trivial query: proven by holding an exclusive lock on
// the outbox table, which any count of the backlog would wait for. PostgreSQL only (PGlite has one connection).
const backend: Backend | undefined = backends().find((b) => b.name === "postgres");
const CRON = "health-cron-secret-0123456789";

describe.skipIf(!backend)("the health check", () => {
  let db: Database;
  beforeAll(async () => {
    db = await backend!.open();
    vi.stubEnv("DATABASE_URL", backend!.url!);
    vi.stubEnv("CRON_SECRET", CRON);
  });
  afterAll(async () => {
    await closeDb();
    await db?.close();
    await backend?.cleanup();
    vi.unstubAllEnvs();
  });

  const health = (authorization?: string) =>
    GET(new Request("http://localhost/api/health", { headers: authorization ? { authorization } : {} }));

  it("answers anyone while the outbox table is locked (it counts nothing); the cron's detailed answer waits", async () => {
    const locker = postgres(backend!.url!, { max: 1, onnotice: () => {} });
    try {
      let detailed: Promise<Response> | undefined;
      await locker.begin(async (tx) => {
        await tx.unsafe("lock table app.outbox_jobs in access exclusive mode");
        const deadline = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error("the public answer waited for the outbox table")), 5000),
        );
        const response = await Promise.race([health(), deadline]);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ status: "ok" });
        detailed = health(`Bearer ${CRON}`);
        // The detailed answer's count is queued behind the lock: seen waiting by the server itself.
        await expect
          .poll(
            async () => {
              // Activity is read once per transaction unless the snapshot is cleared: each poll needs a fresh one.
              await tx.unsafe("select pg_stat_clear_snapshot()");
              const rows = await tx.unsafe(
                "select query from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
              );
              return rows.filter((row) => String(row.query).includes("outbox_jobs")).length;
            },
            { timeout: 10_000 },
          )
          .toBe(1);
      });
      const answer = await detailed!;
      expect(await answer.json()).toMatchObject({
        status: "ok",
        database: "reachable",
        outbox: { pending: 0 },
      });
    } finally {
      await locker.end();
    }
  });
});
