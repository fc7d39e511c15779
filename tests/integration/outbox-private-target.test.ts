import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { webhookReceiverForFile } from "../support/webhook-receiver-for-file";
import { backends } from "./databases";
import * as schema from "@/lib/db/schema";
import { enqueueJob } from "../support/outbox-jobs";
import { drainOutbox } from "@/lib/outbox/worker";

const receiver = await webhookReceiverForFile("0");

describe.each(backends())(
  "a webhook aimed at 127.0.0.1 without WEBHOOK_ALLOW_PRIVATE, on $name",
  (backend) => {
    it("is refused and recorded, never sent", async () => {
      const db = await backend.open();
      try {
        await db.insert(schema.webhookConfigs).values({
          userId: "owner",
          webhookUrl: `http://127.0.0.1:${receiver.port}/hook`,
          enabled: true,
          signingSecret: "whsec_" + Buffer.from(randomUUID()).toString("base64"),
        });
        const id = await enqueueJob(db, {
          type: "webhook",
          webhookUserId: "owner",
          payload: { event: "form_submission" },
        });
        await drainOutbox(db, { jobIds: [id] });
        const [job] = await db.select().from(schema.outboxJobs).where(eq(schema.outboxJobs.id, id));
        expect(job).toMatchObject({
          status: "dead",
          attempts: 1,
          lastError: "Webhook URL points to a private address",
        });
        const attempts = await db
          .select()
          .from(schema.outboxAttempts)
          .where(eq(schema.outboxAttempts.jobId, id));
        expect(attempts).toMatchObject([{ ok: false, error: "Webhook URL points to a private address" }]);
        expect(receiver.requests).toHaveLength(0);
      } finally {
        await db.close();
        await backend.cleanup();
      }
    }, 60_000);
  },
);
