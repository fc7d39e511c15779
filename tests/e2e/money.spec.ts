import { expect, test, type Browser, type Page } from "@playwright/test";
import { plusDays } from "@/lib/reports/period";
import { reportToday } from "@/lib/reports/range";
import { pastTimeTrap } from "../support/time-trap";
import { signInAsOwner } from "./owner";

// Money without JavaScript, on the shared server: spend uploaded as Google Ads and Meta export it, two leads from
// those campaigns, one Won at 4,800; the report's spend, cost per lead and return on ad spend; the Google Ads Won file;
// the same report again changing nothing; a report with a bad row importing nothing and naming the row.
const run = Date.now().toString(36);
const roofers = `roofers-${run}`;
const other = `brand-${run}`;
const dental = `dental-${run}`;
const gclid = `Money_${run}`;

test.describe.configure({ mode: "serial" });

/** The last 30 days in the owner's zone, oldest first: the report's default period. */
const days = Array.from({ length: 30 }, (_, i) => plusDays(reportToday(new Date()), i - 29));
const money = (cents: number) =>
  `${Math.floor(cents / 100).toLocaleString("en-US")}.${String(cents % 100).padStart(2, "0")}`;
const quoted = (text: string) => (text.includes(",") ? `"${text}"` : text);

// Roofers: 1,000.00 + 10.00 a day (quoted thousands); the other campaign 50.00 a day; Meta's 40.00 + 0.25 a day.
const roofersCents = days.map((_, i) => 100_000 + 1000 * i);
const roofersTotal = roofersCents.reduce((a, b) => a + b, 0);
const dentalCents = days.map((_, i) => 4000 + 25 * i);
const dentalTotal = dentalCents.reduce((a, b) => a + b, 0);

function googleReport(badLine?: boolean) {
  const lines = [
    "Campaign report",
    `"${days[0]} - ${days.at(-1)}"`,
    "Day,Campaign,Currency code,Cost,Clicks",
  ];
  days.forEach((day, i) => {
    lines.push(`${day},${roofers},USD,${quoted(money(roofersCents[i]!))},12`);
    lines.push(`${day},${other},USD,50.00,3`);
  });
  if (badLine) lines[7] = `${days[2]},${roofers},USD,12.3.4,12`;
  lines.push(`Total: Account,--,USD,"${money(roofersTotal + 5000 * days.length)}",--`);
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

const metaExport = () =>
  Buffer.from(
    [
      '"Campaign name","Day","Amount spent (USD)","Reporting starts","Reporting ends"',
      ...days.map((day, i) => `"${dental}",${day},${money(dentalCents[i]!)},${day},${day}`),
    ].join("\n"),
  );

async function upload(page: Page, source: string, name: string, file: Buffer) {
  await page.goto("/settings/spend");
  await page.getByLabel("Source").first().fill(source);
  await page.getByLabel("File", { exact: true }).setInputFiles({ name, mimeType: "text/csv", buffer: file });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page).toHaveURL(/\/settings\/spend\?import=/);
}

/** A contact message from a visitor who arrived by an ad's link, without JavaScript. */
async function sendLead(browser: Browser, landing: string, email: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(landing);
  await page.goto("/contact");
  await pastTimeTrap();
  await page.getByLabel("Name").fill("Pat Money");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Message").fill("Our roof leaks when it rains. Can you help?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!").first()).toBeVisible();
  await context.close();
}

const ownerPage = async (browser: Browser) => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await signInAsOwner(page);
  return page;
};

const campaignRow = (page: Page, key: string) =>
  page.getByRole("region", { name: "Spend and return by campaign" }).locator(`tr[data-money-row="${key}"]`);

test("leads from two ad campaigns, spend uploaded without JavaScript, one Won at 4,800: the report answers", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await sendLead(
    browser,
    `/roofers?utm_source=google&utm_campaign=${roofers}&gclid=${gclid}`,
    `roof.${run}@example.com`,
  );
  await sendLead(browser, `/dental?utm_source=facebook&utm_campaign=${dental}`, `dent.${run}@example.com`);
  const page = await ownerPage(browser);

  // A value the form cannot read for sure is named beside its field; nothing is saved.
  await page.goto("/settings/spend");
  await page.getByLabel("Qualified lead").fill("4,80");
  await page.getByRole("button", { name: "Save values" }).click();
  await expect(page.locator("#money-qualified-error")).toHaveText(/comma as the decimal point/);
  await page.goto("/settings/spend");
  await expect(page.getByLabel("Qualified lead")).toHaveValue("");

  await upload(page, "google", "Campaign report.csv", googleReport());
  const outcome = page.locator("[data-spend-outcome]");
  await expect(outcome).toHaveAttribute("data-spend-outcome", "imported");
  await expect(outcome).toContainText(`Imported 60 rows: $${money(roofersTotal + 5000 * 30)} over 30 days.`);
  // The campaign no lead or visit names is listed to be checked.
  await expect(outcome.locator("[data-unmatched] li")).toHaveText([other]);
  await upload(page, "facebook", "Meta export.csv", metaExport());
  await expect(outcome).toContainText(`Imported 30 rows: $${money(dentalTotal)} over 30 days.`);

  // The roofer's lead is Won at 4,800, set on its page with its status (a bad amount first: named, nothing changes).
  await page.goto(`/settings/leads?campaign=${roofers}`);
  await page.getByRole("link", { name: "View lead from Pat Money" }).click();
  await page.getByLabel("Status of the lead from Pat Money").selectOption("won");
  await page.getByLabel("Deal value (USD)").fill("48,00");
  await page.getByRole("button", { name: "Set status" }).click();
  await expect(page.getByText(/uses a comma as the decimal point/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Status of the lead from Pat Money")).toHaveValue("new");
  await page.getByLabel("Status of the lead from Pat Money").selectOption("won");
  await page.getByLabel("Deal value (USD)").fill("4,800");
  await page.getByRole("button", { name: "Set status" }).click();
  await expect(page.getByRole("status").getByText("Pat Money is now Won.")).toBeVisible();
  await expect(page.locator("[data-lead-value]")).toHaveText("Value: $4,800.00 (its deal value)");
  await expect(page.getByLabel("Deal value (USD)")).toHaveValue("4800.00");

  await page.goto("/settings/reports");
  const roof = campaignRow(page, roofers);
  const perLead = `$${money(roofersTotal)}`;
  await expect(roof.locator("td")).toHaveText([
    roofers,
    perLead,
    "1",
    perLead,
    // Won straight from New: qualified too, so the same cost per qualified lead and per customer.
    perLead,
    perLead,
    "$4,800.00",
    `${(480_000 / roofersTotal).toFixed(2)}×`,
  ]);
  await expect(campaignRow(page, dental).locator("td")).toHaveText([
    dental,
    `$${money(dentalTotal)}`,
    "1",
    `$${money(dentalTotal)}`,
    "—",
    "—",
    "$0.00",
    "0.00×",
  ]);

  // The Google Ads Won file carries the lead's own value.
  const file = await page.request.get("/settings/google-ads.csv?status=won&name=Won");
  expect(file.status()).toBe(200);
  expect(await file.text()).toMatch(new RegExp(`\\r\\n${gclid},Won,[\\d-]+ [\\d:]+,4800\\.00,USD\\r\\n`));
  await page.close();
});

test("the same report again changes nothing; a report with a malformed row imports nothing and names the row", async ({
  browser,
}) => {
  const page = await ownerPage(browser);
  await upload(page, "google", "Campaign report.csv", googleReport());
  await expect(page.locator("[data-spend-outcome]")).toHaveAttribute("data-spend-outcome", "imported");
  await upload(page, "google", "Campaign report (edited).csv", googleReport(true));
  const outcome = page.locator("[data-spend-outcome]");
  await expect(outcome).toHaveAttribute("data-spend-outcome", "refused");
  await expect(outcome).toContainText("Nothing was imported.");
  await expect(outcome).toContainText('Line 8: "12.3.4" is not an amount');
  await page.goto("/settings/reports");
  await expect(campaignRow(page, roofers).locator("td").nth(1)).toHaveText(`$${money(roofersTotal)}`);
  await page.close();
});

test("the upload route takes files only from the signed-in owner's own page", async ({
  browser,
  baseURL,
}) => {
  const file = { name: "report.csv", mimeType: "text/csv", buffer: googleReport() };
  // Another site's form: refused before anything is read.
  const page = await ownerPage(browser);
  const crossSite = await page.request.post("/settings/spend/upload", {
    headers: { origin: "https://evil.example" },
    multipart: { source: "google", file },
  });
  expect(crossSite.status()).toBe(403);
  await page.close();
  // Signed out, from the site's own origin: no owner, no import.
  const context = await browser.newContext();
  const signedOut = await context.request.post("/settings/spend/upload", {
    headers: { origin: baseURL! },
    multipart: { source: "google", file },
    maxRedirects: 0,
  });
  expect(signedOut.status()).toBe(401);
  await context.close();
});
