import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import type { ResendRequest } from "../support/resend-server.mjs";
import { startWebhookReceiver } from "../support/webhook-receiver";
import { e2eDatabase, needsDatabase } from "./database";
import { formServedEarlier } from "./form-served";

// In the delivery project (its name ends in delivery.spec.ts): it switches the owner's webhook on, after the rest.
const resend = process.env.E2E_RESEND_URL!;
const resendRequests = async (): Promise<ResendRequest[]> => (await fetch(`${resend}/_requests`)).json();
const OWNER_ID = "local:owner@example.com";
const SECRET = `whsec_${Buffer.from("e2e-webhook-secret-32-bytes-long!").toString("base64")}`;

test("a callback request reaches the owner's email and the signed webhook as formType callback", async ({
  page,
}) => {
  const db = e2eDatabase();
  test.skip(!db, needsDatabase);
  const receiver = await startWebhookReceiver();
  await db!`insert into app.webhook_configs (user_id, webhook_url, enabled, signing_secret)
            values (${OWNER_ID}, ${`${receiver.origin}/hook/callback`}, true, ${SECRET})
            on conflict (user_id) do update set webhook_url = excluded.webhook_url, enabled = true,
              signing_secret = excluded.signing_secret`;
  try {
    const tag = `callback-${Date.now().toString(36)}`;
    await page.goto(`/automation-offer?utm_source=google&utm_campaign=${tag}&gclid=Cj0_${tag}`);
    await formServedEarlier(page);
    const form = page.locator("form[data-callback-form]");
    await form.getByLabel("Name").fill(`Owen ${tag}`);
    await form.getByLabel("Phone").fill("503-555-0188");
    await form.getByLabel("Best time to call").selectOption("today-afternoon");
    await form.getByLabel("Email (optional)").fill(`${tag}@example.com`);
    const sentAt = Date.now();
    await form.getByRole("button", { name: "Call Me Back" }).click();
    await expect(form.getByText("Callback Requested!")).toBeVisible();

    await expect
      .poll(
        () => receiver.requests.filter((r) => r.path === "/hook/callback" && r.body.includes(tag)).length,
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);
    const hook = receiver.requests.find((r) => r.path === "/hook/callback" && r.body.includes(tag))!;
    const event = new Webhook(SECRET).verify(hook.body, hook.headers as Record<string, string>) as {
      event: string;
      data: Record<string, unknown>;
    };
    expect(event.event).toBe("form_submission");
    expect(event.data).toMatchObject({
      formType: "callback",
      name: `Owen ${tag}`,
      phone: "+15035550188",
      bestTime: "today-afternoon",
      bestTimeLabel: "Today, afternoon",
      page: "automation-offer",
      attribution: expect.objectContaining({ utm_source: "google", utm_campaign: tag, gclid: `Cj0_${tag}` }),
    });

    const emails = async () =>
      (await resendRequests())
        .filter((r) => r.at >= sentAt && r.path === "/emails")
        .map((r) => r.body as { to: string | string[]; subject: string; text?: string; html?: string });
    await expect
      .poll(async () => (await emails()).filter((e) => e.subject === `Call back: Owen ${tag}`).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const owner = (await emails()).find((e) => e.subject === `Call back: Owen ${tag}`)!;
    expect([owner.to].flat()).toEqual(["owner@example.com"]);
    expect(owner.html).toContain("+15035550188");
    // The prospect gave an email: their confirmation carries the booking link.
    await expect
      .poll(async () => (await emails()).filter((e) => [e.to].flat().includes(`${tag}@example.com`)).length, {
        timeout: 15_000,
      })
      .toBe(1);
  } finally {
    await db!`update app.webhook_configs set enabled = false where user_id = ${OWNER_ID}`;
    await receiver.close();
  }
});
