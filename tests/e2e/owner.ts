import { expect, type Page } from "@playwright/test";
import { SESSION_COOKIE, signSession } from "@/lib/auth/session";

// The e2e server runs with these (see playwright.config.ts); override to run against another server.
export const OWNER_EMAIL = process.env.E2E_OWNER_EMAIL ?? "owner@example.com";
export const OWNER_PASSWORD = process.env.E2E_OWNER_PASSWORD ?? "correct-horse-battery-staple";
export const E2E_CRON_SECRET = "e2e-cron-secret-0123456789abcdef";

/**
 * Signed in as the shared server's owner, on /settings: the session cookie the sign-in would set, made with the
 * server's own secret (the sign-in form itself, slow on purpose, is tested in login.spec.ts and supabase-auth.spec.ts).
 * Specs with a server of their own pass its owner and origin, and sign in through the form.
 */
export async function signInAsOwner(page: Page, owner?: { email: string; password: string }, base = "") {
  if (!owner) {
    const value = await signSession(OWNER_EMAIL, E2E_AUTH_SECRET, Date.now(), OWNER_PASSWORD);
    const url = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
    await page.context().addCookies([{ name: SESSION_COOKIE, value, url, httpOnly: true, sameSite: "Lax" }]);
    await page.goto("/settings");
  } else {
    await signInThroughForm(page, owner, base);
  }
  await expect(page.getByRole("heading", { level: 1, name: "Lead desk" })).toBeVisible();
}

/** Signs in through the /login form, as a person would, and waits for /settings. */
export async function signInThroughForm(page: Page, owner: { email: string; password: string }, base = "") {
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Signing in hashes the password on purpose (slow); a busy machine takes seconds.
  await expect(page).toHaveURL(/\/settings$/, { timeout: 15_000 });
}

/** The shared e2e server's AUTH_SECRET (playwright.config.ts), which signs the thank-you screens' booking tokens. */
export const E2E_AUTH_SECRET = "e2e-secret-0123456789abcdef0123456789abcdef";
