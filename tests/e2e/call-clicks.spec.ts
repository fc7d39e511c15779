import { expect, test, type Browser, type Page } from "@playwright/test";
import { SESSION_COOKIE, signSession } from "@/lib/auth/session";
import { BENCH_SECRET, type AppServer } from "../support/app-server.mjs";
import { freshStore, OWNER, serverOn, type Store } from "./own-server";
import { signInThroughForm } from "./owner";
import { firstPort } from "./ports";
import { violationsInBothThemes } from "./axe";
import { copyOfBuild } from "./site-copy";

// The owner publishes a business phone in the site editor: the ad pages show it as a call button in the header, the
// hero and the phone's action bar, and count each tap with the visit's attribution. On a copy of the build, as
// publishing regenerates pages into the build's own cache.
const port = firstPort("callClicks");
const PHONE = { setting: "(503) 555-0100", href: "tel:+15035550100", shown: "(503) 555-0100" };

test.describe.configure({ mode: "serial" });

let build: ReturnType<typeof copyOfBuild>;
let store: Store;
let server: AppServer;

/** Publishes the business phone the way the owner does, in /settings/site, with a signed-in session. */
async function publishBusinessPhone(browser: Browser) {
  const context = await browser.newContext();
  const value = await signSession(OWNER.email, BENCH_SECRET, Date.now(), OWNER.password);
  await context.addCookies([
    { name: SESSION_COOKIE, value, url: server.base, httpOnly: true, sameSite: "Lax" },
  ]);
  const page = await context.newPage();
  await page.goto(`${server.base}/settings/site`);
  const company = page.locator("#company");
  await company.getByLabel("Business phone (for calls)").fill(PHONE.setting);
  await company.getByRole("button", { name: "Publish" }).click();
  await expect(company.getByRole("status")).toContainText("Published");
  await context.close();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  build = copyOfBuild();
  store = await freshStore();
  // The shared server's limits: every test posts from 127.0.0.1.
  server = await serverOn(
    port,
    store,
    { RATE_LIMIT_PER_MINUTE: "10000", RATE_LIMIT_PER_HOUR: "100000" },
    { projectDir: build.dir },
  );
  await publishBusinessPhone(browser);
});
test.afterAll(async () => {
  await server?.stop("SIGKILL");
  await store?.drop();
  build?.remove();
});

/** Dialing is no navigation a test can follow: the tap's link is kept, the dialer never opened. */
async function tapWithoutDialing(page: Page, selector: string) {
  await page
    .locator(selector)
    .first()
    .evaluate((link) => link.addEventListener("click", (event) => event.preventDefault(), { once: true }));
  const beacon = page.waitForRequest((request) => request.url().endsWith("/api/call"));
  await page.locator(selector).first().click();
  return beacon;
}

test("each ad page shows the business phone as a tel: link in the header, the hero and the phone's action bar", async ({
  page,
}) => {
  // The header's on a wide screen, the action bar's on a phone (where it takes the header's place); the hero's on both.
  for (const [width, places, hidden] of [
    [1440, ["header", "hero"], "bar"],
    [390, ["hero", "bar"], "header"],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of ["/roofers", "/dental", "/automation-offer"]) {
      await page.goto(`${server.base}${path}`);
      for (const place of places) {
        const link = page.locator(`a[data-call="${place}"]`);
        await expect(link, `${path} ${place} at ${width}`).toHaveAttribute("href", PHONE.href);
        await expect(link).toBeVisible();
        await expect(link).toContainText(/Call/);
      }
      await expect(page.locator(`a[data-call="${hidden}"]`)).toBeHidden();
      await expect(page.locator('a[data-call="hero"]')).toContainText(PHONE.shown);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  }
  // Other pages carry no call button.
  await page.goto(`${server.base}/services`);
  await expect(page.locator("a[data-call]")).toHaveCount(0);
});

test("a tap is reported before the dialer opens and counted with the visit's attribution in the Sources report", async ({
  page,
}) => {
  const tag = `call-${Date.now().toString(36)}`;
  await page.goto(
    `${server.base}/roofers?utm_source=${tag}&utm_medium=cpc&utm_campaign=storm-${tag}&gclid=Cj0_${tag}`,
  );
  const beacon = await tapWithoutDialing(page, 'a[data-call="hero"]');
  expect(JSON.parse(beacon.postData() ?? "")).toEqual({ p: "/roofers" });
  expect((await beacon.response())?.status()).toBe(204);

  if (process.env.E2E_ADMIN_DATABASE_URL) {
    await expect
      .poll(async () =>
        store.query<{
          source: string;
          medium: string;
          campaign: string;
          landing_page: string;
          gclid: string;
        }>(
          `select source, medium, campaign, landing_page, attribution->>'gclid' as gclid from app.call_clicks where source = '${tag}'`,
        ),
      )
      .toEqual([
        {
          source: tag,
          medium: "cpc",
          campaign: `storm-${tag}`,
          landing_page: "/roofers",
          gclid: `Cj0_${tag}`,
        },
      ]);
  }

  await signInThroughForm(page, OWNER, server.base);
  await page.goto(`${server.base}/settings/reports`);
  const row = page
    .locator("#sources")
    .getByRole("region", { name: "Leads by source" })
    .getByRole("row")
    .filter({ hasText: tag });
  // Name, views, visitors, the four forms, leads, then call clicks.
  await expect
    .poll(async () => {
      await page.reload();
      return row.getByRole("cell").nth(8).innerText();
    })
    .toBe("1");
  await expect(row.getByRole("cell").nth(7)).toHaveText("0");
  await expect(
    page.locator("#sources").getByText(/on the leads' side of the conversion rate/),
  ).toBeAttached();
  const csv = await page.request.get(`${server.base}/settings/sources.csv?period=30`);
  const line = (await csv.text()).split("\r\n").find((l) => l.startsWith(`Source,${tag},`));
  expect(line?.split(",")[9]).toBe("1");
});

test("without JavaScript the call link is still a plain tel: link that dials", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.base}/dental`);
  await expect(page.locator('a[data-call="header"]')).toHaveAttribute("href", PHONE.href);
  await context.close();
});

for (const width of [390, 1440]) {
  for (const path of ["/roofers", "/dental", "/automation-offer"]) {
    test(`axe at ${width} px: ${path} with its call buttons, light and dark, has no serious violations`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${server.base}${path}`);
      expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    });
  }
}
