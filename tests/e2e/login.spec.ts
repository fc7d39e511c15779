import { expect, test, type Page } from "@playwright/test";

// The e2e server runs in local mode with these (see playwright.config.ts); override to run against another server.
const OWNER = {
  email: process.env.E2E_OWNER_EMAIL ?? "owner@example.com",
  password: process.env.E2E_OWNER_PASSWORD ?? "correct-horse-battery-staple",
};

// Next adds an empty role=alert route announcer, so the form's own alert is found by its id.
const formAlert = (page: Page) => page.locator("#login-error[role=alert]");

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("the sign-in page is private: noindex, no-store, one h1", async ({ page }) => {
  const response = await page.goto("/login");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to Settings");
});

test("/settings sends a signed-out visitor to /login, with nothing in the query", async ({ page }) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login$/);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`sign-in, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("an empty form asks for both fields", async ({ page }) => {
      await page.goto("/login");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(formAlert(page)).toHaveText("Enter your email and password");
      await expect(page).toHaveURL(/\/login$/);
    });

    test("a wrong password is refused; the email stays, the password does not", async ({ page }) => {
      await page.goto("/login");
      await signIn(page, OWNER.email, "wrong-password-123");
      await expect(formAlert(page)).toHaveText("Incorrect email or password");
      await expect(page.getByLabel("Email")).toHaveValue(OWNER.email);
      await expect(page.getByLabel("Password")).toHaveValue("");
      await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
      expect((await page.context().cookies()).some((c) => c.name === "owner_session")).toBe(false);
    });

    test("the right password reaches /settings; sign out ends the session", async ({ page }) => {
      await page.goto("/login");
      await signIn(page, OWNER.email, OWNER.password);
      await page.waitForURL(/\/settings$/);
      const session = (await page.context().cookies()).find((c) => c.name === "owner_session");
      expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(session!.expires * 1000 - Date.now()).toBeGreaterThan(11.9 * 3600_000);

      // Signed in, /login has nothing to offer.
      await page.goto("/login");
      await expect(page).toHaveURL(/\/settings$/);

      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(/\/login$/);
      expect((await page.context().cookies()).some((c) => c.name === "owner_session")).toBe(false);
      await page.goto("/settings");
      await expect(page).toHaveURL(/\/login$/);
    });
  });
}

test("with JavaScript, blank fields are answered in the browser and an unreachable server is a message", async ({
  page,
}) => {
  await page.goto("/login");
  let posts = 0;
  await page.route("**/login", (route) =>
    route.request().method() === "POST" ? (posts++, route.abort()) : route.continue(),
  );
  await signIn(page, " ", "");
  await expect(formAlert(page)).toHaveText("Enter your email and password");
  expect(posts).toBe(0);
  await signIn(page, OWNER.email, "any-password");
  await expect(formAlert(page)).toHaveText(/couldn't reach the server/);
  expect(posts).toBe(1);
  await expect(page.getByLabel("Email")).toHaveValue(OWNER.email);
  await expect(page).toHaveURL(/\/login$/);
});

test("a forged session cookie does not open /settings", async ({ page, context, baseURL }) => {
  const forged = [
    Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url"),
    Buffer.from(
      JSON.stringify({ sub: `local:${OWNER.email}`, email: OWNER.email, exp: 4102444800 }),
    ).toString("base64url"),
    "c2lnbmF0dXJl",
  ].join(".");
  await context.addCookies([{ name: "owner_session", value: forged, url: baseURL! }]);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login$/);
});

test("over HTTPS (behind the TLS proxy) the owner's cookies carry the __Host- prefix and still sign in", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-proto": "https" } });
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/settings$/);
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(["__Host-owner_session", "__Host-owner_device"]));
  expect(names).not.toContain("owner_session");
  const session = (await context.cookies()).find((c) => c.name === "__Host-owner_session")!;
  expect(session).toMatchObject({ secure: true, httpOnly: true, path: "/" });
  await context.close();
});
