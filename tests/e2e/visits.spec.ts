import { expect, test, type Browser, type Page } from "@playwright/test";
import { intakeForm } from "@/content/intake-form";
import { chromiumArgs, testBrowserPath } from "../../scripts/chromium.mjs";
import { e2eDatabase, needsDatabase } from "./database";
import { signInAsOwner } from "./owner";

// Headless Chromium names itself in its user agent and is not counted (a bot); a visitor's Chrome is.
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const tag = Date.now().toString(36);
// The whole browser a person's, as a real one is: a report sent while a page unloads for another site goes out with
// the browser's own user agent, not a context's (the headless one would be dropped as a bot).
test.use({
  launchOptions: { executablePath: testBrowserPath(), args: [...chromiumArgs, `--user-agent=${CHROME}`] },
});
// Each test its own address (the server trusts one proxy), so visitors and the per-address cap are its own.
let address = 10;
const visitor = async (
  browser: Browser,
  {
    ownAddress = true,
    ...options
  }: { javaScriptEnabled?: boolean; userAgent?: string; ownAddress?: boolean } = {},
) => {
  const context = await browser.newContext({ userAgent: CHROME, ...options });
  if (ownAddress) await context.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${address++}` });
  return context.newPage();
};
const reported = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === "/api/seen");

const db = e2eDatabase();
type Row = { views: number; visitors: number };
const row = async (campaign: string, path = "/roofers"): Promise<Row | undefined> =>
  (
    await db!<Row[]>`select views, visitors from app.page_view_days
      where source = 'google' and medium = 'cpc' and campaign = ${campaign} and landing_page = '/roofers' and path = ${path}`
  )[0];

test("a visit from an ad counts one page view and one visitor, and sets no cookie or storage", async ({
  browser,
}) => {
  test.skip(!db, needsDatabase);
  const before = (await row("spring")) ?? { views: 0, visitors: 0 };
  const page = await visitor(browser);
  const beacon = reported(page);
  await page.goto("/roofers?utm_source=google&utm_medium=cpc&utm_campaign=spring");
  const response = await beacon;
  expect(response.status()).toBe(204);
  expect(await response.headerValue("set-cookie")).toBeNull();
  expect(JSON.parse(response.request().postData() ?? "")).toMatchObject({ p: "/roofers" });
  // Sent after the page's largest paint, so it is never counted against it.
  const [reportAt, largestPaintAt] = await page.evaluate(
    () =>
      new Promise<[number, number]>((resolve) =>
        new PerformanceObserver((list) => {
          const report = performance.getEntriesByType("resource").find((e) => e.name.endsWith("/api/seen"));
          resolve([report?.startTime ?? 0, list.getEntries().at(-1)?.startTime ?? Infinity]);
        }).observe({ type: "largest-contentful-paint", buffered: true }),
      ),
  );
  expect(reportAt).toBeGreaterThan(largestPaintAt);
  await expect.poll(() => row("spring")).toEqual({ views: before.views + 1, visitors: before.visitors + 1 });
  expect(await page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length])).toEqual([
    "",
    0,
    0,
  ]);

  // The next page of the visit keeps its attribution; the same visitor is not counted twice.
  await page.locator('footer a[href="/privacy"]').click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => row("spring", "/privacy")).toEqual({ views: 1, visitors: 0 });
  expect((await row("spring"))?.visitors).toBe(before.visitors + 1);
});

type Landed = { source: string; landing_page: string; path: string; views: number; visitors: number };
const byCampaign = async (campaign: string): Promise<Landed[]> =>
  db!<
    Landed[]
  >`select source, landing_page, path, views, visitors from app.page_view_days where campaign = ${campaign}`;

/**
 * A visitor from an ad who leaves (for the page they came from) `stay` ms after the page is in, by the page's clock.
 * The browser stays open, as a person's does: closed at once, it would take the report going out with it.
 */
async function bounce(browser: Browser, url: string, stay: number) {
  const page = await visitor(browser);
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), stay);
  await page.goto("about:blank");
}

test("a visitor who leaves after 0.1 s, 0.5 s or 3 s counts once, with the landing page and source of the ad", async ({
  browser,
}) => {
  test.skip(!db, needsDatabase);
  test.setTimeout(60_000);
  const stays = [100, 500, 3000];
  for (const stay of stays)
    await bounce(browser, `/dental?utm_source=google&utm_campaign=stay-${stay}-${tag}`, stay);
  const counted = { source: "google", landing_page: "/dental", path: "/dental", views: 1, visitors: 1 };
  for (const stay of stays) await expect.poll(() => byCampaign(`stay-${stay}-${tag}`)).toEqual([counted]);
  // Counted once each: a report sent after the last of them is in, and theirs are still one view each.
  await bounce(browser, `/dental?utm_source=google&utm_campaign=after-${tag}`, 100);
  await expect.poll(() => byCampaign(`after-${tag}`)).toEqual([counted]);
  for (const stay of stays) expect(await byCampaign(`stay-${stay}-${tag}`)).toEqual([counted]);
});

test("a phone that switches to another app after 0.1 s, or a visitor who moves on through the site's links at once, counts every page", async ({
  browser,
}) => {
  test.skip(!db, needsDatabase);
  const counted = { source: "google", landing_page: "/dental", views: 1 };
  // A phone's browser hides the page and may never unload it (the tab is discarded later, or the app killed).
  const phone = await visitor(browser);
  await phone.goto(`/dental?utm_source=google&utm_campaign=hidden-${tag}`, { waitUntil: "domcontentloaded" });
  const beacon = reported(phone);
  await phone.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    Object.defineProperty(document, "hidden", { value: true });
    Object.defineProperty(document, "visibilityState", { value: "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await beacon;
  // Sent when the page was hidden, not a second past load.
  const [sentAt, loadedAt] = await phone.evaluate(() => [
    performance.getEntriesByType("resource").find((e) => e.name.endsWith("/api/seen"))!.startTime,
    performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd as number,
  ]);
  expect(sentAt).toBeLessThan(loadedAt + 1000);
  await phone.context().close();
  await expect
    .poll(() => byCampaign(`hidden-${tag}`))
    .toEqual([{ ...counted, path: "/dental", visitors: 1 }]);

  // Through the router or by a full load, whichever is ready: each page once, the first one included.
  // The browser sends a page's report as it unloads without the test's own headers (a forwarded address, a
  // browser name of the context's): this visitor is the browser as it is, told apart by its campaign.
  const hop = await visitor(browser, { ownAddress: false });
  await hop.goto(`/dental?utm_source=google&utm_campaign=hop-${tag}`, { waitUntil: "load" });
  await hop.locator('footer a[href="/privacy"]').click();
  await expect(hop).toHaveURL(/\/privacy$/);
  await expect
    .poll(async () => (await byCampaign(`hop-${tag}`)).sort((a, b) => a.path.localeCompare(b.path)))
    .toEqual([
      { ...counted, path: "/dental", visitors: 1 },
      { ...counted, path: "/privacy", visitors: 0 },
    ]);
});

test("a visit that begins on an ad is that ad's, whatever page the same browser saw before", async ({
  browser,
}) => {
  test.skip(!db, needsDatabase);
  const page = await visitor(browser);
  const first = reported(page);
  await page.goto(`/about?utm_campaign=before-${tag}`);
  await first;
  // Later, the same browser (its session cookies kept) opens an ad's link.
  await page.goto(`/process?utm_source=google&utm_campaign=ad-${tag}`);
  await expect
    .poll(() => byCampaign(`ad-${tag}`))
    .toEqual([{ source: "google", landing_page: "/process", path: "/process", views: 1, visitors: 1 }]);
  // A lead sent in this visit names the same landing page (the session's first_touch cookie).
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith("first_touch"));
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({
    landing_page: `/process?utm_source=google&utm_campaign=ad-${tag}`,
  });
  // A page reached from it keeps the visit's landing page.
  await page.locator('footer a[href="/privacy"]').click();
  await expect
    .poll(() => byCampaign(`ad-${tag}`))
    .toContainEqual({ source: "google", landing_page: "/process", path: "/privacy", views: 1, visitors: 0 });
});

test("without JavaScript nothing is sent, and a bot's report is not counted", async ({ browser }) => {
  test.skip(!db, needsDatabase);
  const noScript = await visitor(browser, { javaScriptEnabled: false });
  const sent: string[] = [];
  noScript.on("request", (request) => sent.push(new URL(request.url()).pathname));
  await noScript.goto(`/roofers?utm_source=google&utm_medium=cpc&utm_campaign=nojs-${tag}`, {
    waitUntil: "load",
  });
  expect(sent).toContain("/roofers");
  expect(sent).not.toContain("/api/seen");

  const bot = await visitor(browser, { userAgent: `${CHROME} HeadlessChrome` });
  const dropped = reported(bot);
  await bot.goto(`/roofers?utm_source=google&utm_medium=cpc&utm_campaign=bot-${tag}`);
  expect((await dropped).status()).toBe(204);
  // A person's visit sent after both is counted; theirs are not.
  const person = await visitor(browser);
  await person.goto(`/roofers?utm_source=google&utm_medium=cpc&utm_campaign=person-${tag}`);
  await expect.poll(() => row(`person-${tag}`)).toEqual({ views: 1, visitors: 1 });
  expect(await row(`nojs-${tag}`)).toBeUndefined();
  expect(await row(`bot-${tag}`)).toBeUndefined();
});

const funnelRow = (page: Page, stage: string) =>
  page
    .getByRole("region", { name: "Intake assistant funnel" })
    .getByRole("row")
    .filter({ hasText: stage })
    .getByRole("cell")
    .nth(1);
const reachedCount = async (page: Page, stage: string) => {
  await page.reload();
  const cell = funnelRow(page, stage);
  return (await cell.count()) ? Number((await cell.innerText()).replace(/\D/g, "")) : 0;
};

test("the intake funnel in /settings shows the steps a visitor reached", async ({ browser, page }) => {
  test.setTimeout(60_000);
  await signInAsOwner(page);
  await page.goto("/settings/reports");
  const stepOne = `Step 1: ${intakeForm.steps[0]!.title}`;
  const stepTwo = `Step 2: ${intakeForm.steps[1]!.title}`;
  const before = [await reachedCount(page, stepOne), await reachedCount(page, stepTwo)];

  const visit = await visitor(browser);
  await visit.goto("/intake?utm_source=google&utm_medium=cpc&utm_campaign=spring");
  // Typed before hydration, the answers would be the page's and not yet the wizard's, which keeps Continue off.
  await expect(visit.locator("form[data-hydrated]")).toBeAttached();
  await visit
    .getByRole("textbox", { name: intakeForm.businessName.label, exact: true })
    .fill("Evergreen Roofing");
  await visit.getByRole("textbox", { name: intakeForm.contactName.label, exact: true }).fill("Jane Smith");
  await visit.getByRole("textbox", { name: intakeForm.email.label, exact: true }).fill("jane@example.com");
  await visit.getByRole("button", { name: intakeForm.continue }).click();
  await expect(visit.getByRole("heading", { name: intakeForm.steps[1]!.title, exact: true })).toBeVisible();
  // Back and forth on one page load counts each step once.
  await visit.getByRole("button", { name: intakeForm.back }).click();
  await visit.getByRole("button", { name: intakeForm.continue }).click();

  await expect.poll(() => reachedCount(page, stepTwo)).toBe(before[1]! + 1);
  expect(await reachedCount(page, stepOne)).toBe(before[0]! + 1);
  await expect(page.getByRole("heading", { name: "Wizard funnels" })).toBeVisible();
});
