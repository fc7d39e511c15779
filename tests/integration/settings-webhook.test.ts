import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { beforeEach, describe, expect, it } from "vitest";
import type { OwnerCheck } from "@/lib/auth/types";
import type { Database } from "@/lib/db/open";
import { formData } from "../support/leads";
import { webhookReceiverForFile } from "../support/webhook-receiver-for-file";
import { backends, openForTests } from "./databases";
import * as schema from "@/lib/db/schema";
import { retryDelivery } from "@/lib/settings/deliveries/retry";
import * as config from "@/lib/settings/webhook/config";

const receiver = await webhookReceiverForFile("1");
describe.each(backends())("webhook settings on $name", (backend) => {
  let db: Database;
  let n = 0;
  let owner: OwnerCheck & { ok: true };
  const hookUrl = () => `${receiver.origin}/hook`;
  const saved = () => config.readWebhookConfig(db, owner.owner.id);
  const save = (values: Record<string, string>) => config.saveWebhookConfig(db, owner, formData(values));

  openForTests(backend, (opened) => (db = opened));
  beforeEach(() => {
    owner = { ok: true, owner: { id: `owner-${++n}`, email: "owner@example.com" } };
    receiver.reply({ status: 200 });
  });

  it("the first save creates the config with a signing secret; later saves keep the secret", async () => {
    const first = await save({ url: ` ${hookUrl()} `, enabled: "on" });
    expect(first).toMatchObject({ status: "success", toast: { title: "Webhook Settings Saved" } });
    const row = await saved();
    expect(row).toMatchObject({ webhookUrl: hookUrl(), enabled: true });
    expect(row!.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    expect((await save({ url: `${hookUrl()}/v2` })).status).toBe("success");
    expect(await saved()).toMatchObject({ webhookUrl: `${hookUrl()}/v2`, enabled: false });
    expect((await saved())!.signingSecret).toBe(row!.signingSecret);
    expect(config.maskSecret(row!.signingSecret)).toBe(`whsec_••••${row!.signingSecret.slice(-4)}`);
  });

  it("switching off without the URL field (a disabled input) keeps the saved URL", async () => {
    await save({ url: hookUrl(), enabled: "on" });
    expect((await save({})).status).toBe("success");
    expect(await saved()).toMatchObject({ webhookUrl: hookUrl(), enabled: false });
  });

  it("switching on without the URL field (no form sends that) is refused and leaves the webhook off", async () => {
    await save({ url: hookUrl() });
    expect(await save({ enabled: "on" })).toMatchObject({
      status: "error",
      fieldErrors: { url: "Enter a webhook URL to turn the webhook on" },
    });
    expect(await saved()).toMatchObject({ webhookUrl: hookUrl(), enabled: false });
  });

  it.each([
    ["ftp://example.com/hook", "Webhook URL must start with http:// or https://"],
    ["javascript:alert(1)", "Webhook URL must start with http:// or https://"],
    ["not a url", "Webhook URL is not a valid URL"],
    [`https://example.com/${"a".repeat(2040)}`, "Webhook URL must be at most 2,048 characters"],
    ["", "Enter a webhook URL to turn the webhook on"],
  ])("refuses %j with a field error and writes nothing", async (url, message) => {
    const result = await save({ url, enabled: "on" });
    expect(result).toMatchObject({
      status: "error",
      toast: {
        title: "Error",
        description: "Failed to save webhook settings. Please try again.",
        variant: "destructive",
      },
      fieldErrors: { url: message },
      values: { url, enabled: "on" },
    });
    expect(await saved()).toBeNull();
  });

  it("an empty URL may be saved while the webhook is off", async () => {
    expect((await save({ url: "" })).status).toBe("success");
    expect(await saved()).toMatchObject({ webhookUrl: "", enabled: false });
  });

  it("test: empty URL, unsaved changes, success with a signed test_webhook, and failure with the reason", async () => {
    const test = (values: Record<string, string>) => config.testWebhook(db, owner, formData(values));
    expect(await test({ url: "", enabled: "on" })).toMatchObject({
      status: "error",
      toast: { title: "Error", description: "Please enter a webhook URL first." },
    });
    expect(await test({ url: hookUrl(), enabled: "on" })).toMatchObject({
      status: "error",
      toast: { title: "Test Failed", description: expect.stringContaining("Save your changes first") },
    });

    await save({ url: hookUrl(), enabled: "on" });
    const before = receiver.requests.length;
    expect(await test({ url: hookUrl(), enabled: "on" })).toMatchObject({
      status: "success",
      toast: {
        title: "Test Webhook Sent",
        description: "Check your webhook endpoint to verify it was received.",
      },
    });
    expect(receiver.requests.length).toBe(before + 1);
    const request = receiver.requests.at(-1)!;
    const body = new Webhook((await saved())!.signingSecret).verify(request.body, {
      "webhook-id": String(request.headers["webhook-id"]),
      "webhook-timestamp": String(request.headers["webhook-timestamp"]),
      "webhook-signature": String(request.headers["webhook-signature"]),
    });
    expect(body).toMatchObject({ event: "test_webhook", data: { message: expect.any(String) } });

    receiver.reply({ status: 500, body: "down" });
    const failed = await test({ url: hookUrl(), enabled: "on" });
    expect(failed).toMatchObject({ status: "error", toast: { title: "Test Failed" } });
    expect(failed.toast!.description).toMatch(/^Failed to send webhook: .*500/);
  });

  it("reveal returns the secret; rotate replaces it and reveal then returns the new one", async () => {
    expect(await config.revealSigningSecret(db, owner)).toMatchObject({ status: "error" });
    expect(await config.rotateSigningSecret(db, owner)).toMatchObject({ status: "error" });
    await save({ url: hookUrl(), enabled: "on" });
    const old = (await saved())!.signingSecret;
    expect((await config.revealSigningSecret(db, owner)).secret).toBe(old);
    expect(await config.rotateSigningSecret(db, owner)).toMatchObject({ status: "success" });
    const fresh = (await saved())!.signingSecret;
    expect(fresh).not.toBe(old);
    expect(fresh).toMatch(/^whsec_/);
    expect((await config.revealSigningSecret(db, owner)).secret).toBe(fresh);
  });

  it("retry gives a dead job exactly one more attempt, now", async () => {
    await save({ url: hookUrl(), enabled: "on" });
    const jobs = schema.outboxJobs;
    const [dead] = await db
      .insert(jobs)
      .values({
        type: "webhook",
        webhookUserId: owner.owner.id,
        payload: { event: "form_submission", data: {} },
        status: "dead",
        attempts: 10,
        maxAttempts: 10,
        lastError: "HTTP 500",
      })
      .returning();
    const retry = () => retryDelivery(db, owner, formData({ jobId: dead!.id }));

    receiver.reply({ status: 503 });
    const failed = await retry();
    expect(failed).toMatchObject({ status: "error", toast: { title: "Retry failed" } });
    expect((await db.select().from(jobs).where(eq(jobs.id, dead!.id)))[0]).toMatchObject({
      status: "dead",
      attempts: 11,
      maxAttempts: 11,
      lastStatus: 503,
    });

    receiver.reply({ status: 200 });
    expect(await retry()).toMatchObject({ status: "success", toast: { title: "Delivered" } });
    expect((await db.select().from(jobs).where(eq(jobs.id, dead!.id)))[0]).toMatchObject({
      status: "delivered",
      attempts: 12,
    });
    // Only dead jobs can be retried.
    expect(await retry()).toMatchObject({ status: "error" });
    expect(await retryDelivery(db, owner, formData({ jobId: "not-a-uuid" }))).toMatchObject({
      status: "error",
    });
  });
});
