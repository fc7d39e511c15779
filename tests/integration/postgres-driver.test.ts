import postgres from "postgres";
import { describe, expect, it } from "vitest";

// postgres.js 3.4.9 writes to a socket it has already dropped when a connection dies under a pending write
// (porsager/postgres#1154, #1208): an uncaught exception outside any await. scripts/patch-dependencies.mjs
// applies the upstream guard; this is the reproduction from #1208.
describe.runIf(process.env.TEST_DATABASE_URL)("the PostgreSQL driver when a connection dies", () => {
  it("rejects the query instead of throwing from a timer", async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const sql = postgres(url, { max: 2, onnotice: () => {} });
    const killer = postgres(url, { max: 1, onnotice: () => {} });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const reserved = await sql.reserve();
      const [row] = await reserved<{ pid: number }[]>`select pg_backend_pid() as pid`;
      await killer`select pg_terminate_backend(${row!.pid})`;
      await reserved`select 1`.catch(() => undefined);
      await expect(reserved`select 1`).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(uncaught).toEqual([]);
      reserved.release();
    } finally {
      process.off("uncaughtException", onUncaught);
      // A pool that lost a reserved connection may never finish ending; the test only bounds its own wait.
      await Promise.race([sql.end({ timeout: 1 }), new Promise((resolve) => setTimeout(resolve, 2000))]);
      await killer.end({ timeout: 1 });
    }
  });
});
