import { expect, type Page } from "@playwright/test";

// The e2e server runs with these (see playwright.config.ts); override to run against another server.
export const OWNER_EMAIL = process.env.E2E_OWNER_EMAIL ?? "owner@example.com";
export const OWNER_PASSWORD = process.env.E2E_OWNER_PASSWORD ?? "correct-horse-battery-staple";
export const E2E_CRON_SECRET = "e2e-cron-secret-0123456789abcdef";

/** Signs in through the /login form, as a person would, and waits for /settings (specs with a server of their own
 * pass its owner and origin). */
export async function signInAsOwner(
  page: Page,
  owner = { email: OWNER_EMAIL, password: OWNER_PASSWORD },
  base = "",
) {
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Signing in hashes the password on purpose (slow); a busy machine takes seconds.
  await expect(page).toHaveURL(/\/settings$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Lead desk" })).toBeVisible();
}

/** The shared e2e server's AUTH_SECRET (playwright.config.ts), which signs the thank-you screens' booking tokens. */
export const E2E_AUTH_SECRET = "e2e-secret-0123456789abcdef0123456789abcdef";
