import { expect, test, type Browser, type Page } from "@playwright/test";
import { plusDays } from "@/lib/reports/period";
import { reportToday } from "@/lib/reports/range";
import { signInAsOwner } from "./owner";

// Headless Chromium names itself in its user agent and is not counted (a bot); a visitor's Chrome is.
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const funnels = ["Intake assistant funnel", "Demo request funnel"];

/** Each wizard's page seen once, counted by its page's own script, so both funnels have a table to show. */
async function visitWizards(browser: Browser) {
  for (const [i, path] of ["/intake", "/book-a-demo"].entries()) {
    const context = await browser.newContext({ userAgent: CHROME, javaScriptEnabled: true });
    await context.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${200 + i}` });
    const page = await context.newPage();
    // The page view, not the wizard's step report, which goes first.
    const counted = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === "/api/seen" && JSON.parse(r.request().postData() ?? "{}").p === path,
    );
    await page.goto(path);
    expect((await counted).status()).toBe(204);
    await context.close();
  }
}

/** The reports page once both funnels show their tables (a visit is stored a moment after it is reported). */
async function openReports(page: Page) {
  await signInAsOwner(page);
  await expect
    .poll(
      async () => {
        await page.goto("/settings/reports");
        return page.getByRole("region", { name: /funnel$/ }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(2);
}

/** Anything wider than the window, and every table region that would have to scroll sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    regions: [...document.querySelectorAll<HTMLElement>("[role=region]:has(table)")]
      .filter((region) => region.scrollWidth > region.clientWidth + 1)
      .map((region) => region.getAttribute("aria-label")),
  }));

test.describe("layout", () => {
  test.beforeAll(({ browser }) => visitWizards(browser));

  for (const width of [1440, 390]) {
    test(`at ${width} px the reports page fits: no sideways scroll, every funnel column on screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openReports(page);
      // The charts' tables too: every part of the page is open.
      for (const summary of await page.getByText("Show the numbers").all()) await summary.click();
      await expect(page.getByRole("region", { name: /Leads per day/ })).toBeVisible();
      expect(await overflow(page)).toEqual({ page: 0, regions: [] });

      for (const name of funnels) {
        const table = page.getByRole("region", { name });
        await expect(table.getByRole("columnheader")).toHaveText([
          "Stage",
          "Visits",
          "Of step 1",
          "Left here",
        ]);
        const box = (await table.boundingBox())!;
        for (const cell of await table.getByRole("row").nth(1).getByRole("cell").all()) {
          const { x, width: w } = (await cell.boundingBox())!;
          expect(x).toBeGreaterThanOrEqual(box.x - 1);
          expect(x + w).toBeLessThanOrEqual(Math.min(box.x + box.width, width) + 1);
        }
      }
      // The headline figures, each with its change against the 30 days before.
      const headline = page.getByRole("region", { name: "At a glance" });
      await expect(headline.getByRole("term")).toHaveCount(9);
      await expect(
        headline.getByText(/vs previous 30 days|none in the previous 30 days/).first(),
      ).toBeVisible();
    });
  }
});

test("a preset chosen after a custom range fills the range's fields with its own days", async ({ page }) => {
  const today = reportToday(new Date());
  await signInAsOwner(page);
  await page.goto(`/settings/reports?from=${plusDays(today, -3)}&to=${today}`);
  const range = page.getByRole("form", { name: "Custom range" });
  await expect(range.getByLabel("From")).toHaveValue(plusDays(today, -3));
  // A client-side navigation: the server's new field values reach the form.
  await page.getByRole("link", { name: "Last 7 days" }).click();
  // The report takes a few seconds on a busy machine with the embedded database.
  await expect(page).toHaveURL(/\/settings\/reports\?period=7$/, { timeout: 15_000 });
  await expect(range.getByLabel("From")).toHaveValue(plusDays(today, -6));
  await expect(range.getByLabel("To")).toHaveValue(today);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a custom range is chosen in the form, its CSV follows it, and a bad range is named", async ({
    page,
  }) => {
    const today = reportToday(new Date());
    // Ending today, so that the range holds this run's visits.
    const [from, to] = [plusDays(today, -6), today];
    await signInAsOwner(page);
    await page.goto("/settings/reports");
    const range = page.getByRole("form", { name: "Custom range" });
    await range.getByLabel("From").fill(from);
    await range.getByLabel("To").fill(to);
    await range.getByRole("button", { name: "Show range" }).click();

    await expect(page).toHaveURL(`/settings/reports?from=${from}&to=${to}`);
    await expect(range.getByLabel("From")).toHaveValue(from);
    await expect(range.getByLabel("To")).toHaveValue(to);
    // No preset is the current period.
    await expect(page.getByRole("navigation", { name: "Period" }).locator("[aria-current]")).toHaveCount(0);
    await expect(page.getByText(/Changes compare with .*, the 7 days before\./)).toBeVisible();
    // This run's visits are the range's; the 7 days before it hold nothing (a visit is stored a moment after).
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByText("new: none in the previous 7 days").count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);

    const csv = page.getByRole("link", { name: "Download report CSV" });
    await expect(csv).toHaveAttribute("href", `/settings/sources.csv?from=${from}&to=${to}`);
    const file = await page.request.get((await csv.getAttribute("href"))!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="sources-${from}-to-${to}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );

    // The start after the end: said so, and the default period shown instead (never an error page).
    await range.getByLabel("From").fill(to);
    await range.getByLabel("To").fill(from);
    await range.getByRole("button", { name: "Show range" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "The start date is after the end date. Showing “Last 30 days” instead.",
    );
    await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
    await expect(range.getByLabel("From")).toHaveAttribute("aria-invalid", "true");
    await expect(range.getByLabel("From")).toHaveValue(to);

    const hostile = await page.goto("/settings/reports?from=%3Cscript%3E&to=2026-02-30&period=7");
    expect(hostile?.status()).toBe(200);
    await expect(page.getByRole("alert")).toContainText("A date was not understood");
    await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
  });
});
