import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { signInAsOwner as signIn } from "./owner";
import { formServedEarlier } from "./form-served";

/** One lead and one booking click from this run's own ad, so other specs' leads never change what is counted here. */
test.describe.configure({ mode: "serial" });

const tag = `ad-${Date.now().toString(36)}`;
const campaign = `=1+1 ${tag}`;
const name = `Ada ${tag}`;

const sources = (page: Page) => page.locator("#sources");
const rowOf = (page: Page, table: string, text: string) =>
  sources(page).getByRole("region", { name: table }).getByRole("row").filter({ hasText: text });

test("signed out, the report CSV answers 401", async ({ request }) => {
  const csv = await request.get("/settings/sources.csv");
  expect(csv.status()).toBe(401);
});

test("a lead and a booking click from an ad are counted by source, campaign and landing page", async ({
  page,
}) => {
  await page.goto(`/contact?utm_source=${tag}&utm_campaign=${encodeURIComponent(campaign)}`);
  await formServedEarlier(page);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Message").fill("Which of my ads bring leads?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!").first()).toBeVisible();
  const book = await page.request.get(`/book?utm_source=${tag}`, {
    maxRedirects: 0,
    headers: { "sec-fetch-mode": "navigate", "x-forwarded-for": "203.0.113.91" },
  });
  expect(book.status()).toBe(302);

  await signIn(page);
  await page.goto("/settings/reports");
  await expect(sources(page).getByRole("heading", { name: "Sources" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("img", { name: /Leads per day, by source/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Booking clicks per day/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Visitors per day/ })).toBeVisible();
  await expect(sources(page).getByText(/only for visitors with JavaScript on/)).toBeVisible();
  // The click is counted after the redirect is sent.
  await expect
    .poll(async () => {
      await page.reload();
      return rowOf(page, "Leads by source", tag).getByRole("cell").allInnerTexts();
    })
    .toEqual([
      tag,
      // Views and visitors are counted by the page's own script, when it ran; without a counted visit the rate is
      // "—" with its reason, with one it is 100 % (one lead from one visitor) with its range.
      expect.stringMatching(/^[01]$/),
      expect.stringMatching(/^[01]$/),
      "1",
      "0",
      "0",
      "0",
      "1",
      "0",
      expect.stringMatching(/^(—\s*No counted visits|100\.0%[\s\S]*20\.7–100%)$/),
      "1",
      "0",
      "0",
      "0",
    ]);
  await expect(rowOf(page, "Leads by campaign", campaign).getByRole("cell").nth(7)).toHaveText("1");
  await expect(rowOf(page, "Leads by medium", "(not set)").first()).toBeVisible();
  await expect(rowOf(page, "Leads by landing page", "/contact").first()).toBeVisible();

  await page.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL(/[?&]period=7/);
  await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
  await expect(rowOf(page, "Leads by source", tag)).toHaveCount(1);
});

test("a row drills down to the leads list filtered to it", async ({ page }) => {
  await signIn(page);
  await page.goto("/settings/reports");
  // The Sources table's link (the Spend and return tables link each row to the same list).
  await page
    .locator("#sources")
    .getByRole("link", { name: `View leads from ${tag}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/settings/leads\\?source=${tag}&period=30$`));
  await expect(
    page.getByRole("status").filter({ hasText: `Showing leads with source “${tag}”` }),
  ).toBeVisible();
  const leads = page.getByRole("region", { name: "Leads, newest first" });
  await expect(leads.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await expect(leads.getByRole("row")).toHaveCount(2);

  await page.goto(`/settings/leads?campaign=${encodeURIComponent(campaign)}&period=all`);
  await expect(leads.getByRole("row").filter({ hasText: name })).toHaveCount(1);

  await page.getByRole("link", { name: "Show all leads" }).click();
  await expect(page).toHaveURL(/\/settings\/leads$/);
  await expect(page.getByText(/Showing leads with/)).toHaveCount(0);
});

test("a filter value no lead can have is named and ignored, never an error", async ({ page }) => {
  await signIn(page);
  const response = await page.goto(`/settings/leads?source=${"x".repeat(600)}&period=bogus`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText("The source filter was ignored", { exact: false })).toBeVisible();
  // A period no report has falls back to the last 30 days.
  await page.goto("/settings/reports?period=bogus");
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");

  await page.goto(`/settings/leads?source=nobody-${tag}`);
  await expect(page.getByText("No leads match this filter in this period.")).toBeVisible();
});

test("the report downloads as CSV with formulas defused; cross-site requests are refused", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/settings/reports");
  await page.getByRole("link", { name: "All time" }).click();
  await expect(page).toHaveURL(/[?&]period=all/);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download report CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sources-all-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, "utf8");
  const lines = csv.split("\r\n");
  // All time on a fresh database may span one day: its visitors are then visitors, not visitor-days.
  expect(lines[0]).toMatch(
    /^\uFEFFGroup,Name,Page views,(Visitors|Visitor-days),Contact,Intake,Demo,Callback,Leads,Call clicks,Conversion \(%\),Conversion 95% low \(%\),Conversion 95% high \(%\),Booking clicks,Qualified,Booked,Won,Spend \(USD\),Cost per lead \(USD\),Cost per qualified lead \(USD\),Cost per customer \(USD\),Value won \(USD\),Return on ad spend$/,
  );
  expect(lines).toContainEqual(
    expect.stringMatching(
      // No spend for this source: its money cells are empty (the page shows "—"), and nothing won.
      new RegExp(`^Source,${tag},[01],[01],1,0,0,0,1,0,(?:100\\.0,20\\.7,100\\.0|,,),1,0,0,0,,,,,0\\.00,$`),
    ),
  );
  expect(lines).toContainEqual(
    expect.stringMatching(new RegExp(`^Campaign,'=1\\+1 ${tag},[01],[01],1,0,0,0,1,0,`)),
  );

  const crossSite = await page.request.get("/settings/sources.csv", {
    headers: { origin: "https://evil.example" },
  });
  expect(crossSite.status()).toBe(403);
});

for (const theme of ["light", "dark"] as const) {
  test(`axe: the reports page with the sources charts and their tables open in ${theme}`, async ({
    page,
  }) => {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await signIn(page);
    await page.goto("/settings/reports");
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
    await expect(page.getByRole("img", { name: /Leads per day, by source/ })).toBeVisible();
    for (const summary of await sources(page).getByText("Show the numbers").all()) await summary.click();
    await expect(sources(page).getByRole("region", { name: /Leads per day/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
