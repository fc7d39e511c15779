import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { seriousViolations } from "./axe";
import { e2eDatabase, needsDatabase } from "./database";
import { signInAsOwner as signIn } from "./owner";
import { formServedEarlier } from "./form-served";

/** The owner is one account with one webhook configuration, so these tests run in order. */
test.describe.configure({ mode: "serial" });

// The e2e server runs with WEBHOOK_ALLOW_PRIVATE=1, so this local receiver may be reached.
let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
test.afterAll(async () => {
  await receiver.close();
});

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").getByText(text, { exact: true });
const enabledSwitch = (page: Page) => page.getByRole("switch", { name: "Enable webhook" });
const urlInput = (page: Page) => page.getByLabel("Webhook URL");

function verified(secret: string, request: WebhookReceiver["requests"][number]) {
  return new Webhook(secret).verify(request.body, {
    "webhook-id": String(request.headers["webhook-id"]),
    "webhook-timestamp": String(request.headers["webhook-timestamp"]),
    "webhook-signature": String(request.headers["webhook-signature"]),
  }) as { event: string; data: Record<string, unknown> };
}

const isTest = (request: WebhookReceiver["requests"][number]) =>
  request.body.includes('"event":"test_webhook"');
const testRequestsSince = (index: number) => receiver.requests.slice(index).filter(isTest);
/** Deliveries are newest first; other specs' leads may add rows meanwhile. */
const latestTestRow = (page: Page) =>
  page
    .getByRole("region", { name: "Recent deliveries" })
    .getByRole("row")
    .filter({ hasText: "test_webhook" })
    .first();

async function revealSecret(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Reveal" }).click();
  const code = page.locator("#signing-secret");
  await expect(code).toHaveText(/^whsec_[A-Za-z0-9+/=]{40,}$/);
  return (await code.textContent())!;
}

test("signed out, /settings redirects to /login and the CSV answers 401", async ({ page, request }) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login$/);
  const csv = await request.get("/settings/leads.csv");
  expect(csv.status()).toBe(401);
  expect(await csv.text()).toBe("User not authenticated");
});

test("the page is private: noindex and no-store", async ({ page }) => {
  await signIn(page);
  const response = await page.request.get("/settings");
  expect(response.headers()["cache-control"]).toContain("no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByText("Configure tracking and integrations for your website")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Google Analytics 4" })).toBeVisible();
});

test("webhook card: save, reload keeps the values, test delivers a signed test_webhook", async ({ page }) => {
  await signIn(page);
  const hook = `${receiver.origin}/hook`;
  if (await enabledSwitch(page).isChecked()) await enabledSwitch(page).uncheck();
  await expect(urlInput(page)).toBeDisabled();
  await expect(page.getByRole("button", { name: "Test" })).toBeDisabled();

  await enabledSwitch(page).check();
  await expect(urlInput(page)).toBeEnabled();
  await urlInput(page).fill("ftp://example.com/hook");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Failed to save webhook settings. Please try again.")).toBeVisible();
  await expect(page.getByText("Webhook URL must start with http:// or https://")).toBeVisible();

  await urlInput(page).fill(hook);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Webhook Settings Saved")).toBeVisible();
  await expect(toast(page, "Your webhook configuration has been updated.")).toBeVisible();

  await page.reload();
  await expect(enabledSwitch(page)).toBeChecked();
  await expect(urlInput(page)).toHaveValue(hook);
  await expect(page.locator("#signing-secret")).toHaveText(/^whsec_••••.{4}$/);

  const before = receiver.requests.length;
  await page.getByRole("button", { name: "Test" }).click();
  await expect(toast(page, "Test Webhook Sent")).toBeVisible();
  await expect(toast(page, "Check your webhook endpoint to verify it was received.")).toBeVisible();
  const sent = testRequestsSince(before);
  expect(sent).toHaveLength(1);
  const secret = await revealSecret(page);
  expect(verified(secret, sent[0]!).event).toBe("test_webhook");

  // Clearing the URL turns Test off in the browser; the server says why if it is posted anyway.
  await urlInput(page).fill("");
  await expect(page.getByRole("button", { name: "Test" })).toBeDisabled();
  await page.goto("/settings/deliveries");
  await expect(latestTestRow(page)).toContainText("Delivered");
});

test("a failed test says why, and a dead delivery can be retried", async ({ page }) => {
  await signIn(page);
  // Only tests fail: leads other specs submit meanwhile still reach the receiver.
  receiver.reply((request) => (isTest(request) ? { status: 500, body: "down" } : {}));
  await page.getByRole("button", { name: "Test" }).click();
  await expect(toast(page, "Test Failed")).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").getByText(/Failed to send webhook: .*500/)).toBeVisible();

  receiver.reply({ status: 200 });
  await page.goto("/settings/deliveries");
  await expect(latestTestRow(page)).toContainText("Failed");
  await latestTestRow(page).getByRole("button", { name: "Retry now" }).click();
  // Earlier toasts may still be stacked on top, so the new one need only be there.
  await expect(toast(page, "Delivered")).toBeAttached();
  await expect(latestTestRow(page)).toContainText("Delivered");
});

test("without JavaScript, a failed test and its Retry now each answer where the owner acted, in view", async ({
  browser,
}) => {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signIn(page);
  receiver.reply((request) => (isTest(request) ? { status: 500, body: "down" } : {}));
  // The webhook card is far down the desk: the page re-rendered after the post opens at its answer, not at the top.
  await page.getByRole("button", { name: "Test" }).click();
  const failed = page.getByRole("alert").filter({ hasText: "Test Failed" });
  await expect(failed).toBeFocused();
  await expect(failed).toBeInViewport();

  receiver.reply({ status: 200 });
  await page.goto("/settings/deliveries");
  await latestTestRow(page).getByRole("button", { name: "Retry now" }).click();
  // The row's button is gone (the delivery went out); its answer stays in the row, focused.
  const answer = latestTestRow(page).getByRole("status");
  await expect(answer).toBeFocused();
  await expect(latestTestRow(page)).toContainText("Delivered");
  await expect(latestTestRow(page).getByRole("button", { name: "Retry now" })).toHaveCount(0);
  await page.context().close();
});

test("a lead email that failed for good is sent again with Retry now in the email log", async ({
  page,
  browser,
}) => {
  const db = e2eDatabase();
  test.skip(!db, needsDatabase);
  const email = `retry-email-${Date.now()}@example.com`;
  await submitContact(browser, email);
  const prospectJob = () =>
    db!`select j.status from app.outbox_jobs j join app.leads l on l.id = j.lead_id
         where l.email = ${email} and j.type = 'prospect_email'`.then((rows) => rows[0]?.status);
  await expect.poll(prospectJob).toBe("delivered");
  // As a provider outage of more than a day leaves it.
  await db!`update app.outbox_jobs j set status = 'dead', last_error = 'send failed: fetch failed'
             from app.leads l where l.id = j.lead_id and l.email = ${email} and j.type = 'prospect_email'`;
  await signIn(page);
  await page.goto("/settings/deliveries");
  const row = page.getByRole("region", { name: "Recent emails" }).getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("send failed: fetch failed");
  await row.getByRole("button", { name: "Retry now" }).click();
  await expect(toast(page, "Sent")).toBeAttached();
  await expect(row).toContainText("Delivered");
  expect(await prospectJob()).toBe("delivered");
  await db!.end();
});

test("a visitor's contact message shows up in Leads, its detail and its webhook delivery", async ({
  page,
  browser,
}) => {
  const email = `settings-e2e-${Date.now()}@example.com`;
  await submitContact(browser, email);
  await signIn(page);
  await page.goto("/settings/leads");
  const leads = page.getByRole("region", { name: "Leads, newest first" });
  const row = leads.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Contact");
  await expect(row).toContainText("Ada from e2e");
  await expect.poll(() => receiver.requests.some((r) => r.body.includes(email))).toBe(true);
  const hook = receiver.requests.find((r) => r.body.includes(email))!;
  await page.goto("/settings");
  const secret = await revealSecret(page);
  expect(verified(secret, hook)).toMatchObject({ event: "form_submission", data: { email } });
  await page.goto("/settings/deliveries");
  await expect(page.getByRole("region", { name: "Recent deliveries" })).toContainText("form_submission");

  await page.goto("/settings/leads");
  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lead: Ada from e2e");
  await expect(page.getByText('Hello =1+1, "quoted" <b>not bold</b>')).toBeVisible();
  await expect(page.getByRole("heading", { name: "Deliveries" })).toBeVisible();
  await expect(page.getByText("Owner notification email")).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  // The reports page is scanned with its tables open in sources.spec.ts.
  test(`axe: a lead's page in ${theme} has no serious or critical violations`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await signIn(page);
    await page.goto("/settings/leads");
    await page.getByRole("region", { name: "Leads, newest first" }).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Lead: /);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("CSV export downloads every lead; cross-site requests are refused", async ({ page }) => {
  await signIn(page);
  await page.goto("/settings/leads");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toContain("Submitted at (Pacific time),Lead ID,Form,Name,Email");
  expect(csv).toContain("Ada from e2e");
  expect(csv).toContain('"Hello =1+1, ""quoted"" <b>not bold</b>"');

  const crossSite = await page.request.get("/settings/leads.csv", {
    headers: { origin: "https://evil.example" },
  });
  expect(crossSite.status()).toBe(403);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("saving and testing the webhook work", async ({ page }) => {
    await signIn(page);
    const hook = `${receiver.origin}/no-js`;
    await expect(enabledSwitch(page)).toBeChecked();
    await urlInput(page).fill(hook);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").getByText("Webhook Settings Saved")).toBeVisible();
    await page.goto("/settings");
    await expect(urlInput(page)).toHaveValue(hook);

    const before = receiver.requests.length;
    await page.getByRole("button", { name: "Test" }).click();
    await expect(page.getByRole("status").getByText("Test Webhook Sent")).toBeVisible();
    expect(testRequestsSince(before).map((r) => r.path)).toEqual(["/no-js"]);

    await urlInput(page).fill("");
    await page.getByRole("button", { name: "Test" }).click();
    await expect(page.getByRole("alert").getByText("Please enter a webhook URL first.")).toBeVisible();
  });
});

test("sign out ends the session", async ({ page }) => {
  await signIn(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login$/);
});

async function submitContact(browser: Browser, email: string) {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto("/contact");
  // The server drops posts made within 2 s of the page being served (a bot tell).
  await formServedEarlier(page);
  await page.getByLabel("Name").fill("Ada from e2e");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Message").fill('Hello =1+1, "quoted" <b>not bold</b>');
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!").first()).toBeVisible();
  await visitor.close();
}
