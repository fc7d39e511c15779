import { expect, test, type Page } from "@playwright/test";
import { startAppServer, type AppServer } from "../support/app-server.mjs";
import { OWNER } from "./own-server";
import { buildVariant } from "./variant-build";
import { firstPort } from "./ports";

// A build with a GA4 id: analytics loads on public pages, but never in the owner area and never for a visitor whose
// browser sends Global Privacy Control.
const port = firstPort("analytics");
const GA = "https://www.googletagmanager.com/gtag/js";

test.describe.configure({ mode: "serial" });

let variant: ReturnType<typeof buildVariant>;
let server: AppServer;

test.beforeAll(async () => {
  test.setTimeout(420_000);
  variant = buildVariant({ NEXT_PUBLIC_GA_MEASUREMENT_ID: "G-E2ETEST1" });
  server = await startAppServer({
    port,
    projectDir: variant.dir,
    env: {
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      DATABASE_URL: "",
      DATA_DIR: `${variant.dir}/data`,
    },
  });
});
test.afterAll(async () => {
  await server?.stop("SIGKILL");
  variant?.remove();
});

/** Every request for gtag.js the page makes, answered locally (the machine has no way out). */
function gtagRequests(page: Page): string[] {
  const seen: string[] = [];
  void page.route(`${GA}*`, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "/* gtag stand-in */" });
  });
  return seen;
}

test("a public page loads GA4 with the configured id", async ({ page }) => {
  const seen = gtagRequests(page);
  await page.goto(`${server.base}/services`);
  await expect.poll(() => seen.length).toBe(1);
  expect(seen[0]).toContain("id=G-E2ETEST1");
});

test("with GA4 on, a page keeps the hash-only CSP and breaks none of it: no inline init script to hash", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const seen = gtagRequests(page);
  const response = await page.goto(`${server.base}/services`);
  const scriptSrc = /script-src ([^;]*)/.exec(response!.headers()["content-security-policy"] ?? "")?.[1];
  expect(scriptSrc).toContain("'sha256-");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  await expect.poll(() => seen.length).toBe(1);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe("function");
  expect(violations).toEqual([]);
});

test("a visitor whose browser sends Global Privacy Control gets no analytics at all", async ({ page }) => {
  // What a GPC browser exposes to scripts (Chromium ships the signal only behind a flag).
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  const seen = gtagRequests(page);
  for (const path of ["/", "/contact", "/services"]) {
    await page.goto(`${server.base}${path}`);
    await page.waitForLoadState("networkidle");
  }
  expect(seen).toEqual([]);
  expect(await page.evaluate(() => "gtag" in window || "dataLayer" in window)).toBe(false);
});

test("the owner area never loads analytics: not on /login, not on /settings", async ({ page }) => {
  const seen = gtagRequests(page);
  await page.goto(`${server.base}/login`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.waitForLoadState("networkidle");
  expect(seen).toEqual([]);
  expect(await page.evaluate(() => "gtag" in window)).toBe(false);
  const html = await (await page.request.get(`${server.base}/login`)).text();
  expect(html).not.toContain("googletagmanager");
});
