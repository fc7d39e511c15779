import { expect, test } from "@playwright/test";
import { publicPageList } from "@/content/pages";
import { homeHero } from "@/content/home";
import { COMPILE_HINT } from "@/lib/next-internals/compile-hints.mjs";
import { deferredScripts } from "@/lib/next-internals/first-paint.mjs";

/**
 * What keeps the first screen at the framework floor (docs/performance.md): the styles and the tab icon arrive inside
 * the HTML, at most one font is preloaded, the largest text is in the server HTML,
 * and the header's controls work before any framework script has run.
 */
test("no page waits on a stylesheet, a framework script (lib/next-internals/first-paint.mjs) or an icon, and at most one font is preloaded", async ({
  request,
}) => {
  // Pages share most of their scripts: each is fetched once.
  const hinted = new Set<string>();
  for (const { path } of publicPageList) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("<body"));
    // The stylesheet is inline; React links its file again once it hydrates.
    expect(head.match(/<link[^>]+rel="stylesheet"[^>]*>/g) ?? [], `${path} stylesheet requests`).toEqual([]);
    expect(head, `${path} inline styles`).toMatch(/<style[^>]*>[^<]*--color-primary/);
    const fonts = html.match(/<link[^>]+rel="preload"[^>]+as="font"/g) ?? [];
    expect(fonts.length, `${path} preloaded fonts`).toBeLessThanOrEqual(1);
    // Framework scripts are added by the inline loader after the first paint, not requested while it happens.
    expect(
      html.match(/<script[^>]+src="\/_next\/static\/[^"]+"[^>]*async/g) ?? [],
      `${path} async scripts`,
    ).toEqual([]);
    expect(html, `${path} script loader`).toContain("first-contentful-paint");
    // Each framework script is compiled off the main thread in Chromium (lib/next-internals/compile-hints.mjs).
    for (const src of deferredScripts(html)) {
      if (hinted.has(src)) continue;
      hinted.add(src);
      const script = await (await request.get(src)).text();
      expect(script.startsWith(COMPILE_HINT), `${path} ${src} compile hint`).toBe(true);
    }
    // A favicon URL is fetched while the page paints; the tab icon is a data URL, the crawlable one a home-screen icon.
    const icons = head.match(/<link[^>]+rel="(?:shortcut )?icon"[^>]*>/g) ?? [];
    expect(icons.length, `${path} tab icons`).toBe(1);
    expect(icons[0], `${path} tab icon`).toContain('href="data:image/svg+xml,');
    expect(head, `${path} home-screen icon`).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon"/);
  }
  const appleIcon = await request.get("/apple-icon");
  expect(appleIcon.headers()["content-type"]).toBe("image/png");
  expect((await appleIcon.body()).subarray(1, 4).toString()).toBe("PNG");
});

test("hydration neither fetches the inlined stylesheet again nor restyles the page (React honours the claim of lib/next-internals/first-paint.mjs)", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  // Hydrated: the menu's search filters as React renders it.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByPlaceholder("Quick search...").fill("roof");
  await expect(page.getByRole("list", { name: "Search results" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(stylesheets).toEqual([]);
  const active = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) => !l.disabled)
        .length,
  );
  expect(active).toBe(0);
});

test("the home page's largest text is painted without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const lead = page.getByText(homeHero.lead);
  await expect(lead).toBeVisible();
  // Not animated in from transparent: an element at opacity 0 is not a candidate for the largest paint.
  expect(await lead.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  await context.close();
});

test.describe("before hydration", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a tap on the theme toggle, the menu button or the carousel is not lost", async ({ page }) => {
    // No framework script ever runs: what works here works in the moments before hydration.
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto("/");
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    const carousel = page.getByTestId("podcast-carousel");
    const previous = carousel.getByRole("button", { name: "Previous episode" });
    await expect(previous).toBeDisabled();
    await carousel.getByRole("button", { name: "Next episode" }).click();
    await expect(previous).toBeEnabled();
  });

  test("the menu opened and a search typed before hydration survive it", async ({ page }) => {
    // The framework's scripts are held back until the visitor has acted, then let through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByPlaceholder("Quick search...").fill("roof");
    release();
    await expect(page.getByRole("list", { name: "Search results" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(page.getByPlaceholder("Quick search...")).toHaveValue("roof");
  });
});
