import { spawn } from "node:child_process";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TSX, TSX_ARGS } from "../support/tsx";
import { webhookReceiverForFile } from "../support/webhook-receiver-for-file";
import { backends } from "./databases";
import * as schema from "@/lib/db/schema";
import { enqueueJob } from "../support/outbox-jobs";
import { drainOutbox } from "@/lib/outbox/worker";

const postgresBackend = backends().find((b) => b.name === "postgres");
const receiver = await webhookReceiverForFile("1");

// Two processes on one database: PostgreSQL only (PGlite is one process by design).
describe.skipIf(!postgresBackend)("a worker killed mid-attempt (PostgreSQL)", () => {
  it("leaves its job to be retried once the lease runs out, under the same webhook-id", async () => {
    const backend = postgresBackend!;
    const db = await backend.open();
    try {
      await db.insert(schema.webhookConfigs).values({
        userId: "owner",
        webhookUrl: `${receiver.origin}/hook`,
        enabled: true,
        signingSecret: "whsec_" + Buffer.from("crash-test-secret-32-bytes-long!!").toString("base64"),
      });
      const jobId = await enqueueJob(db, {
        type: "webhook",
        webhookUserId: "owner",
        payload: { event: "form_submission" },
      });
      // The receiver holds the first request open, so the worker is mid-attempt when it dies.
      receiver.reply((request) =>
        receiver.requests.indexOf(request) === 0 ? { status: 200, delayMs: 60_000 } : { status: 200 },
      );
      const child = spawn(TSX, [
        ...TSX_ARGS,
        join(__dirname, "fixtures/claim-and-deliver.mts"),
        backend.url!,
        jobId,
      ]);
      await expect.poll(() => receiver.requests.length, { timeout: 20_000 }).toBe(1);
      child.kill("SIGKILL");
      await new Promise((resolve) => child.on("exit", resolve));

      const [stuck] = await db.select().from(schema.outboxJobs).where(eq(schema.outboxJobs.id, jobId));
      expect(stuck).toMatchObject({ status: "running", attempts: 0 });
      // Still leased: nobody may take it yet.
      expect((await drainOutbox(db, { jobIds: [jobId] })).delivered).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 1600));
      expect((await drainOutbox(db, { jobIds: [jobId] })).delivered).toBe(1);
      const ids = receiver.requests.map((r) => r.headers["webhook-id"]);
      expect(ids).toHaveLength(2);
      expect(ids[1]).toBe(ids[0]);
    } finally {
      await db.close();
      await backend.cleanup();
    }
  }, 60_000);
});
