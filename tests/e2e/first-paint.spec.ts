import { expect, test } from "@playwright/test";
import { publicPageList } from "@/content/pages";
import { homeHero } from "@/content/home";

/**
 * What keeps the first screen at the framework floor (README, Performance): the styles arrive inside the HTML, at
 * most one font is preloaded, the largest text is in the server HTML, and the header's controls work before any
 * framework script has run.
 */
test("no page waits on a stylesheet request and at most one font is preloaded", async ({ request }) => {
  for (const { path } of publicPageList) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("<body"));
    // The stylesheet is inline; its file is linked only as media="print", which never blocks rendering.
    const blocking = (head.match(/<link[^>]+rel="stylesheet"[^>]*>/g) ?? []).filter(
      (link) => !/media="print"/.test(link),
    );
    expect(blocking, `${path} render-blocking stylesheets`).toEqual([]);
    expect(head, `${path} inline styles`).toMatch(/<style[^>]*>[^<]*--color-primary/);
    const fonts = html.match(/<link[^>]+rel="preload"[^>]+as="font"/g) ?? [];
    expect(fonts.length, `${path} preloaded fonts`).toBeLessThanOrEqual(1);
  }
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
});
