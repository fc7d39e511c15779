import { beforeAll, describe, expect, it } from "vitest";
import type { OwnerCheck } from "@/lib/auth/types";
import type { Database } from "@/lib/db/open";
import { formData } from "../support/leads";
import { webhookReceiverForFile } from "../support/webhook-receiver-for-file";
import { backends, openForTests } from "./databases";
import * as schema from "@/lib/db/schema";
import { retryDelivery } from "@/lib/settings/deliveries/retry";
import {
  type SecretState,
  revealSigningSecret,
  rotateSigningSecret,
  saveWebhookConfig,
  testWebhook,
} from "@/lib/settings/webhook/config";

// The settings actions' core, called as an attacker would call the public endpoints: with no owner.
const receiver = await webhookReceiverForFile("1");
const OWNER_ID = "owner-1";
const SECRET = "whsec_" + Buffer.from("0123456789abcdef0123456789abcdef").toString("base64");
const noOwner: OwnerCheck[] = [
  { ok: false, reason: "signed-out" },
  { ok: false, reason: "not-allowed", email: "intruder@example.com" },
  { ok: false, reason: "not-configured" },
];

describe.each(backends())("settings actions without an owner on $name", (backend) => {
  let db: Database;
  let deadJobId: string;

  /** Everything an action could touch, to compare before and after. */
  const snapshot = async () => ({
    configs: await db.select().from(schema.webhookConfigs),
    jobs: await db.select().from(schema.outboxJobs),
    attempts: await db.select().from(schema.outboxAttempts),
  });

  openForTests(backend, (opened) => (db = opened));
  beforeAll(async () => {
    await db.insert(schema.webhookConfigs).values({
      userId: OWNER_ID,
      webhookUrl: `${receiver.origin}/hook`,
      enabled: true,
      signingSecret: SECRET,
    });
    const [job] = await db
      .insert(schema.outboxJobs)
      .values({
        type: "webhook",
        webhookUserId: OWNER_ID,
        payload: { event: "test_webhook" },
        status: "dead",
        attempts: 1,
        maxAttempts: 1,
        lastError: "HTTP 500",
      })
      .returning();
    deadJobId = job!.id;
  }, 60_000);

  const calls = (): Record<
    "save" | "test" | "reveal" | "rotate" | "retry",
    (check: OwnerCheck) => Promise<SecretState>
  > => ({
    save: (check: OwnerCheck) =>
      saveWebhookConfig(db, check, formData({ url: "https://attacker.example/hook", enabled: "on" })),
    test: (check: OwnerCheck) =>
      testWebhook(db, check, formData({ url: `${receiver.origin}/hook`, enabled: "on" })),
    reveal: (check: OwnerCheck) => revealSigningSecret(db, check),
    rotate: (check: OwnerCheck) => rotateSigningSecret(db, check),
    retry: (check: OwnerCheck) => retryDelivery(db, check, formData({ jobId: deadJobId })),
  });

  for (const action of ["save", "test", "reveal", "rotate", "retry"] as const) {
    it.each(noOwner)(
      `${action} answers "User not authenticated" and writes nothing ($reason)`,
      async (check) => {
        const before = await snapshot();
        const requests = receiver.requests.length;
        const result = await calls()[action](check);
        expect(result.status).toBe("error");
        expect(result.toast).toMatchObject({ title: "Error", description: "User not authenticated" });
        expect(result.secret).toBeUndefined();
        expect(JSON.stringify(result)).not.toContain(SECRET);
        expect(await snapshot()).toEqual(before);
        expect(receiver.requests.length).toBe(requests);
      },
    );
  }

  it("the same calls with the owner do act (so the refusals above are the owner check)", async () => {
    const owner: OwnerCheck = { ok: true, owner: { id: OWNER_ID, email: "owner@example.com" } };
    expect((await revealSigningSecret(db, owner)).secret).toBe(SECRET);
    const another: OwnerCheck = { ok: true, owner: { id: "someone-else", email: "b@example.com" } };
    expect((await retryDelivery(db, another, formData({ jobId: deadJobId }))).status).toBe("error");
    const [job] = await db.select().from(schema.outboxJobs);
    expect(job).toMatchObject({ id: deadJobId, status: "dead" });
  });
});
