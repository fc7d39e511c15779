import { expect, test, type Browser, type Page } from "@playwright/test";
import { intakeForm } from "@/content/intake-form";
import { e2eDatabase, needsDatabase } from "./database";
import { signInAsOwner } from "./owner";

// Headless Chromium names itself in its user agent and is not counted (a bot); a visitor's Chrome is.
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const tag = Date.now().toString(36);
// Each test its own address (the server trusts one proxy), so visitors and the per-address cap are its own.
let address = 10;
const visitor = async (
  browser: Browser,
  options: { javaScriptEnabled?: boolean; userAgent?: string } = {},
) => {
  const context = await browser.newContext({ userAgent: CHROME, ...options });
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${address++}` });
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
