import { expect, test, type Browser } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import type { AppServer } from "../support/app-server.mjs";
import { pastTimeTrap } from "../support/time-trap";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { freshStore, OWNER, serverOn, type Store } from "./own-server";
import { signInAsOwner } from "./owner";
import { firstPort } from "./ports";

// What became of a lead, in a real browser: the desk on /settings, the status control with and without JavaScript,
// the timeline, a signed lead.updated at a local receiver, and the leads list filtered by status.
const port = firstPort("leadStatus");
const base = `http://127.0.0.1:${port}`;
const run = Date.now().toString(36);

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base });

let store: Store;
let server: AppServer;
let receiver: WebhookReceiver;
let secret = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = await freshStore();
  receiver = await startWebhookReceiver();
  server = await serverOn(port, store, { WEBHOOK_ALLOW_PRIVATE: "1" });
});

test.afterAll(async () => {
  await server?.stop();
  await receiver?.close();
  await store?.drop();
});

/** A contact message from a visitor who came by a LinkedIn post. */
async function sendContact(browser: Browser, name: string, email: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto("/contact", { referer: "https://www.linkedin.com/feed/" });
  await pastTimeTrap();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Message").fill("We miss calls after 5 pm. Can you help?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!").first()).toBeVisible();
  await context.close();
}

const updates = () =>
  receiver.requests
    .filter((r) => r.body.includes('"lead.updated"'))
    .map(
      (r) =>
        new Webhook(secret).verify(r.body, {
          "webhook-id": String(r.headers["webhook-id"]),
          "webhook-timestamp": String(r.headers["webhook-timestamp"]),
          "webhook-signature": String(r.headers["webhook-signature"]),
        }) as { event: string; data: Record<string, string> },
    );

test("the owner's webhook is on", async ({ page }) => {
  await signInAsOwner(page, OWNER);
  await page.getByRole("switch", { name: "Enable webhook" }).click();
  await page.getByLabel("Webhook URL").fill(`${receiver.origin}/crm`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("Webhook Settings Saved")).toBeVisible();
  await page.getByRole("button", { name: "Reveal" }).click();
  await expect(page.locator("#signing-secret")).toHaveText(/^whsec_[A-Za-z0-9+/=]{40,}$/);
  secret = (await page.locator("#signing-secret").textContent())!;
});

test("without JavaScript: the desk shows the new lead, Qualified is set on its page, timeline, webhook, filter", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const email = `grace.${run}@example.com`;
  await sendContact(browser, "Grace Hopper", email, false);

  const page = await browser.newPage({ baseURL: base, javaScriptEnabled: false });
  await signInAsOwner(page, OWNER);
  // /settings opens on the desk, above the setup.
  const desk = page.locator("#desk");
  await expect(desk.getByRole("heading", { name: "Lead desk" })).toBeVisible();
  const box = (await desk.boundingBox())!;
  expect(box.y).toBeLessThan((await page.locator("#setup").boundingBox())!.y);
  await expect(page.getByText("Configure tracking and integrations for your website")).toBeVisible();
  const item = desk.locator("li[data-desk-lead]").filter({ hasText: "Grace Hopper" });
  await expect(item.locator("[data-age]")).toHaveText(/^\d+\ss old · reply promised within 24 h$/);
  await expect(item.getByRole("link", { name: "Reply to Grace Hopper by email" })).toHaveAttribute(
    "href",
    `mailto:${email}?subject=Re%3A%20your%20message%20to%20Cascade%20Scale%20Systems`,
  );
  await expect(item.getByText("Overdue")).toHaveCount(0);
  // The list names the LinkedIn referral by its host, and counts in the singular.
  await page.goto("/settings/leads");
  const leads = page.locator("#leads");
  await expect(
    leads.getByRole("region", { name: "Leads, newest first" }).getByText("linkedin.com", { exact: true }),
  ).toBeVisible();
  await expect(leads.getByText("Page 1 of 1 · 1 lead", { exact: true })).toBeVisible();

  await page.goto("/settings");
  await item.getByRole("link", { name: "Open the lead from Grace Hopper" }).click();
  await expect(page.getByRole("heading", { name: "Lead: Grace Hopper" })).toBeVisible();
  await page.getByLabel("Status of the lead from Grace Hopper").selectOption("qualified");
  await page.getByRole("button", { name: "Set status" }).click();
  await expect(page.getByRole("status").getByText("Grace Hopper is now Qualified.")).toBeVisible();
  const timeline = page.getByRole("list", { name: "Status changes and notes, oldest first" });
  await expect(timeline.locator("[data-status-change]")).toHaveText([/New → Qualified$/]);
  await expect(page.locator("[data-response-time]")).toHaveText(/Response time: Answered in \d+\ss$/);
  await page.reload();
  await expect(page.getByLabel("Status of the lead from Grace Hopper")).toHaveValue("qualified");

  await expect.poll(() => updates().length, { timeout: 30_000 }).toBe(1);
  expect(updates()[0]).toMatchObject({
    event: "lead.updated",
    data: { previousStatus: "new", status: "qualified", formType: "contact" },
  });

  // The filter by status is a link: Qualified lists the lead, New does not.
  await page.goto("/settings/leads");
  await leads.getByRole("link", { name: "Qualified (1)" }).click();
  await expect(page).toHaveURL(/[?&]status=qualified/);
  await expect(leads.getByRole("link", { name: "View lead from Grace Hopper" })).toBeVisible();
  await expect(leads.getByText("Qualified", { exact: true }).first()).toBeVisible();
  await leads.getByRole("link", { name: "New (0)" }).click();
  await expect(leads.getByText("No lead is New here.")).toBeVisible();
  await page.close();
});

test("with JavaScript: the same control on the desk moves a lead on, with a toast and no reload", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  await sendContact(browser, "Alan Kay", `alan.${run}@example.com`, true);
  const page = await browser.newPage({ baseURL: base });
  await signInAsOwner(page, OWNER);
  const item = page.locator("#desk li[data-desk-lead]").filter({ hasText: "Alan Kay" });
  await expect(item.getByText(/old · reply promised within 24 h/)).toBeVisible();
  await item.getByLabel("Status of the lead from Alan Kay").selectOption("contacted");
  await item.getByRole("button", { name: "Set status" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("Status saved")).toBeVisible();
  await expect(page.locator("#desk [data-desk-summary]")).toHaveText("0 new leads.");
  await expect(
    page
      .getByRole("list", { name: "In progress" })
      .getByRole("link", { name: "Open the lead from Alan Kay" }),
  ).toBeVisible();
  await expect.poll(() => updates().length, { timeout: 30_000 }).toBe(2);
  expect(updates()[1]!.data).toMatchObject({ previousStatus: "new", status: "contacted" });
  // The response time shows in the report beside Sources.
  await page.goto("/settings/reports");
  await expect(page.locator("[data-response-times]").getByText("2 of 2 leads answered")).toBeVisible();
  await page.close();
});
