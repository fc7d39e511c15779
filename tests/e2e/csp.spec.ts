import { expect, test, type Page } from "@playwright/test";
import { publicPageList } from "@/content/pages";
import { OWNER_EMAIL, OWNER_PASSWORD, signInThroughForm } from "./owner";
import { formServedEarlier } from "./form-served";

/**
 * The policy in a real browser: every violation Chromium reports (console and securitypolicyviolation events,
 * which Playwright's own injected scripts do not trigger) fails the test.
 */
let violations: string[];
test.beforeEach(async ({ page }) => {
  violations = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("__reportCspViolation", (line: string) => violations.push(line));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
});
test.afterEach(() => expect(violations).toEqual([]));

const themeToggle = (page: Page) => page.getByRole("button", { name: "Toggle dark mode" });

/** The inline theme script ran (it sets color-scheme before paint) and React hydrated the header. */
async function expectScriptsRan(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("style", /color-scheme: light/);
  await expect
    .poll(() =>
      themeToggle(page).evaluate((button) =>
        Object.keys(button).some((key) => key.startsWith("__reactFiber")),
      ),
    )
    .toBe(true);
}

test("every public page and the 404 run their scripts without a violation", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of [...publicPageList.map((p) => p.path), "/no-such-page", "/settings/no-such-page"]) {
    await page.goto(path);
    await expectScriptsRan(page);
    await page.waitForLoadState("networkidle");
  }
});

test("client-side navigation between pages stays inside the policy", async ({ page }) => {
  await page.goto("/");
  await expectScriptsRan(page);
  // Survives only navigations the router makes without reloading the document.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const header = page.getByRole("banner");
  for (const [label, path] of [
    ["Services", "/services"],
    ["About", "/about"],
    ["Contact", "/contact"],
  ] as const) {
    await header.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
  }
  await page.getByRole("contentinfo").getByRole("link", { name: "Podcast" }).click();
  await expect(page).toHaveURL("/podcast");
  expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
  await page.waitForLoadState("networkidle");
});

test("the theme toggle and the contact form work under the policy", async ({ page }) => {
  await page.goto("/contact");
  await expectScriptsRan(page);
  await themeToggle(page).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await themeToggle(page).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  // The server drops posts made within 2 s of the page being served.
  await formServedEarlier(page);
  await page.getByLabel("Name").fill("Content Policy");
  await page.getByLabel("Email").fill("csp@example.com");
  await page.getByLabel("Message").fill("Sent from the CSP browser test.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!").first()).toBeVisible();
});

test("sign-in, /settings and navigating back to the site run under the nonce policy", async ({ page }) => {
  await page.goto("/login");
  await expectScriptsRan(page);
  await signInThroughForm(page, { email: OWNER_EMAIL, password: OWNER_PASSWORD });
  await expectScriptsRan(page);
  await themeToggle(page).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole("banner").getByRole("link", { name: "View site", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
  await page.waitForLoadState("networkidle");
});
