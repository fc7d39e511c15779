import { expect, test, type Page } from "@playwright/test";

// This project's server runs in Supabase Auth mode against a local server speaking Supabase Auth's API
// (scripts/e2e-supabase-server.mts): owner@example.com is on OWNER_EMAILS, visitor@example.com is not.

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a wrong password is refused", async ({ page }) => {
  await signIn(page, "owner@example.com", "not-the-password");
  await expect(page.locator("#login-error[role=alert]")).toContainText("Incorrect email or password");
  await expect(page).toHaveURL(/\/login$/);
});

test("the owner signs in through Supabase, reaches /settings and signs out", async ({ page, context }) => {
  await signIn(page, "owner@example.com", "owner-password-123");
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Lead desk" })).toBeVisible();
  await expect(page.getByText("owner@example.com").first()).toBeVisible();
  const cookies = await context.cookies();
  const session = cookies.filter((c) => c.name.startsWith("sb-"));
  expect(session.length).toBeGreaterThan(0);
  expect(session.every((c) => c.httpOnly)).toBe(true);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login$/);
});

test("a Supabase user not on OWNER_EMAILS is told they are not allowed", async ({ page }) => {
  await signIn(page, "visitor@example.com", "visitor-password-123");
  await expect(page).toHaveURL(/\/login\/not-allowed$/);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login\/not-allowed$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a forged session cookie does not open /settings", async ({ page, context, baseURL }) => {
  // Whatever the cookie's name, a token not signed by the Supabase key set is worthless.
  const forged = Buffer.from(
    JSON.stringify({
      access_token: "eyJhbGciOiJub25lIn0.eyJlbWFpbCI6Im93bmVyQGV4YW1wbGUuY29tIn0.",
      refresh_token: "x",
    }),
  ).toString("base64");
  await context.addCookies(
    ["sb-127-auth-token", "sb-localhost-auth-token"].map((name) => ({
      name,
      value: `base64-${forged}`,
      url: baseURL!,
    })),
  );
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login$/);
});
