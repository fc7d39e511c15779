import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { hiddenActionInputs } from "../support/action-wire.mjs";
import type { ResendRequest } from "../support/resend-server.mjs";
import { startWebhookReceiver } from "../support/webhook-receiver";
import { e2eDatabase, needsDatabase } from "./database";
import { formServedEarlier } from "./form-served";
import { pastTimeTrap } from "../support/time-trap";

// The shared server's Resend stand-in runs in its own process (scripts/e2e-server.mjs).
const resend = process.env.E2E_RESEND_URL!;
const resendRequests = async (): Promise<ResendRequest[]> => (await fetch(`${resend}/_requests`)).json();
// One at a time: the second test makes the email API hang, which would delay the first one's emails.
test.describe.configure({ mode: "serial" });

// Webhooks go only to a current owner's endpoint: the e2e server's owner (playwright.config.ts).
const OWNER_ID = "local:owner@example.com";
const SECRET = `whsec_${Buffer.from("e2e-webhook-secret-32-bytes-long!").toString("base64")}`;

test("a form sent in the browser reaches the owner's email, the prospect's email and the signed webhook within 10 s", async ({
  page,
}) => {
  const db = e2eDatabase();
  test.skip(!db, needsDatabase);
  // The e2e server runs with WEBHOOK_ALLOW_PRIVATE=1, so this local receiver may be reached.
  const receiver = await startWebhookReceiver();
  await db!`insert into app.webhook_configs (user_id, webhook_url, enabled, signing_secret)
            values (${OWNER_ID}, ${`${receiver.origin}/hook/e2e`}, true, ${SECRET})
            on conflict (user_id) do update set webhook_url = excluded.webhook_url, enabled = true,
              signing_secret = excluded.signing_secret`;
  await page.goto("/contact?utm_source=newsletter");
  await pastTimeTrap();
  const email = `delivery-${Date.now()}@example.com`;
  await page.getByLabel("Name").fill("Delivery Check");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Message").fill("Does everything arrive?");
  const sentAt = Date.now();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!").first()).toBeVisible();

  const arrived = async () => {
    const emails = (await resendRequests())
      .filter((r) => r.at >= sentAt && r.path === "/emails")
      .map((r) => r.body as { to: string | string[]; subject: string });
    const hooks = receiver.requests.filter((r) => r.path === "/hook/e2e" && r.body.includes(email));
    return {
      emails: emails.filter(
        (e) => [e.to].flat().includes(email) || [e.to].flat().includes("owner@example.com"),
      ),
      hooks,
    };
  };
  await expect
    .poll(
      async () => {
        const { emails, hooks } = await arrived();
        return emails.length >= 2 && hooks.length >= 1;
      },
      { timeout: 10_000 },
    )
    .toBe(true);

  const { emails, hooks } = await arrived();
  expect(emails.map((e) => [e.to].flat()[0]).sort()).toEqual(
    expect.arrayContaining([email, "owner@example.com"]),
  );
  const hook = hooks[0]!;
  const event = new Webhook(SECRET).verify(hook.body, hook.headers as Record<string, string>) as {
    event: string;
    data: Record<string, unknown>;
  };
  expect(event.event).toBe("form_submission");
  expect(event.data).toMatchObject({
    formType: "contact",
    email,
    attribution: expect.objectContaining({ utm_source: "newsletter" }),
  });
  await db!`update app.webhook_configs set enabled = false where user_id = ${OWNER_ID}`;
  await db!.end();
  await receiver.close();
});

// The callback form (the ad pages) in the same serial run: every test here points the owner's one webhook at its own
// receiver, so two at once would take each other's deliveries.
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
    // The number as the owner dials it.
    expect(owner.html).toContain("(503) 555-0188");
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

test("a hanging email API never slows the visitor: submissions stay fast and the emails retry", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const db = e2eDatabase();
  test.skip(!db, needsDatabase);
  await fetch(`${resend}/_control`, { method: "POST", body: JSON.stringify({ emails: "hang" }) });
  try {
    const page = await request.get("/contact");
    const html = await page.text();
    const fields = hiddenActionInputs(html);
    await pastTimeTrap();
    const stamp = Date.now();
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      const response = await request.post("/contact", {
        headers: { origin: new URL(page.url()).origin },
        multipart: {
          ...fields,
          name: `Hang ${i}`,
          email: `hang-${stamp}-${i}@example.com`,
          message: "Email API is hanging",
        },
      });
      times.push(performance.now() - t0);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("Message Sent!");
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95) - 1]!;
    console.log(`submission p95 with the email API hanging: ${p95.toFixed(0)} ms`);
    expect(p95).toBeLessThan(200);
    const rows = await db!`select count(*)::int as n from app.leads where email like ${`hang-${stamp}-%`}`;
    expect(rows[0]!.n).toBe(20);
    // The stuck sends time out (15 s), are recorded as failed attempts and wait for their retry.
    await expect
      .poll(
        async () =>
          (
            await db!`select count(*)::int as n from app.outbox_attempts a join app.outbox_jobs j on j.id = a.job_id
                      join app.leads l on l.id = j.lead_id
                      where l.email like ${`hang-${stamp}-%`} and not a.ok and j.status = 'pending'`
          )[0]!.n,
        { timeout: 40_000 },
      )
      .toBeGreaterThan(0);
  } finally {
    await fetch(`${resend}/_control`, { method: "POST", body: JSON.stringify({ emails: "ok" }) });
    await db!.end();
  }
});
