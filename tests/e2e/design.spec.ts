import { expect, test, type Page } from "@playwright/test";
import { campaignPaths, compactBookingLabel, legalLinks } from "@/content/navigation";
import { publicPageList } from "@/content/pages";
import { site } from "@/content/site";

// docs/design.md: what every marketing page's layout promises, checked on the production build.

/** The layout of each top-level block of the page, in order (nested layouts belong to their block). */
const layouts = (page: Page) =>
  page
    .locator("main [data-layout]:not([data-layout] [data-layout])")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-layout")));

for (const { path } of publicPageList) {
  test(`${path}: a drawn hero visual with its text, one signature section, no three like sections in a row`, async ({
    page,
  }) => {
    await page.goto(path);
    const hero = page.locator('main [data-layout="hero"]');
    // An ad page's hero holds the callback form where the visual was; its drawn scene moves to the page's own band.
    const campaign = campaignPaths.includes(path);
    if (campaign) await expect(hero.locator("form[data-callback-form]")).toBeVisible();
    const visual = (campaign ? page.locator("main #band") : hero).getByRole("img").first();
    await expect(visual).toBeVisible();
    expect((await visual.getAttribute("aria-label"))?.length).toBeGreaterThan(40);
    // Drawn for the page: nothing in the hero comes from elsewhere.
    await expect(hero.locator('img[src^="http"], image, video, iframe')).toHaveCount(0);
    await expect(page.locator("main [data-signature]")).toHaveCount(1);
    const order = await layouts(page);
    expect(order[0]).toBe("hero");
    for (let i = 2; i < order.length; i++)
      expect(new Set(order.slice(i - 2, i + 1)).size, `${path}: ${order.join(", ")}`).toBeGreaterThan(1);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  for (const { path } of publicPageList) {
    test(`${path}: the booking button stays in reach while reading, without JavaScript`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight * 0.6));
      const booking = page.getByRole("banner").getByRole("link", { name: new RegExp(compactBookingLabel) });
      await expect(booking).toBeInViewport();
      await expect(booking).toHaveAttribute("href", "/book");
      await expect(booking).toHaveAttribute("target", "_blank");
      // The header is the whole of it: no bar over the page's own content.
      const header = await page.getByRole("banner").boundingBox();
      expect(header?.height).toBe(64);
    });
  }

  test("the header never sits over a field brought into view: the consent box", async ({ page }) => {
    await page.goto("/book-a-demo");
    const consent = page.getByRole("checkbox", { name: /I agree to receive demo updates/ });
    await consent.focus();
    const box = await consent.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(64);
  });

  test("the widest header still fits a 320 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/services");
    const right = await page
      .getByRole("banner")
      .locator("a, button")
      .evaluateAll((els) => Math.max(...els.map((el) => el.getBoundingClientRect().right)));
    expect(right).toBeLessThanOrEqual(320);
  });
});

for (const path of campaignPaths) {
  test(`${path}: one action, the navigation reduced to it, and the proof beside it`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: /Book a Discovery Call/ })).toBeVisible();
    const footer = page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link");
    await expect(footer).toHaveText(legalLinks.map((link) => link.label));
    // Every link in the page leads to the booking, or dials the demo line.
    const hrefs = await page
      .locator("main a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(4);
    for (const href of hrefs) expect(href).toMatch(/^(\/book|tel:\+1\d{10})$/);
    const results = page.locator("#results");
    // A client's story only from the page's own trade: the shipped examples have a roofer's and a dentist's, none
    // for every trade, so the general offer shows no quote rather than another trade's.
    if (path === "/automation-offer") await expect(results.getByRole("figure")).toHaveCount(0);
    else await expect(results.getByRole("figure")).toContainText(/“.+”/);
    await expect(results.locator("dl")).toContainText("businesses automated");
    await expect(page.getByRole("heading", { name: /Measurable results in 90 days/ })).toBeVisible();
  });
}

test("the full navigation is back on the other pages", async ({ page }) => {
  await page.goto("/roofers");
  await page.getByRole("banner").getByRole("link", { name: site.name }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Podcast" })).toBeVisible();
});

test("AIden's capital I has serifs in the heading font, so it never reads as Alden", async ({ page }) => {
  await page.goto("/intake");
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveText(`Meet ${site.assistantName}, Your Intake Assistant`);
  const fonts = await h1
    .locator("span span")
    .evaluate((el) => [
      el.textContent,
      getComputedStyle(el).fontFamily,
      getComputedStyle(el.closest("h1")!).fontFamily,
    ]);
  expect(fonts[0]).toBe("I");
  expect(fonts[1]).toMatch(/serif/);
  expect(fonts[1]).not.toBe(fonts[2]);
});
