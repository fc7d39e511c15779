import { expect, test } from "@playwright/test";
import { footerLinks, nav, site } from "@/content/site";

test.describe("desktop header and footer", () => {
  test("header links, logo and booking button", async ({ page }) => {
    await page.goto("/services");
    const header = page.getByRole("banner");
    const box = await header.boundingBox();
    expect(box?.height).toBe(64);
    await expect(header.getByRole("link", { name: site.name })).toHaveAttribute("href", "/");
    const main = header.getByRole("navigation", { name: "Main" });
    for (const item of nav)
      await expect(main.getByRole("link", { name: item.label })).toHaveAttribute("href", item.href);
    const booking = header.getByRole("link", { name: /Book a Discovery Call/ });
    await expect(booking).toHaveAttribute("href", "/book");
    await expect(booking).toHaveAttribute("target", "_blank");
  });

  for (const item of nav) {
    test(`${item.href} is marked as the current page`, async ({ page }) => {
      await page.goto(item.href);
      const main = page.getByRole("navigation", { name: "Main" });
      await expect(main.getByRole("link", { name: item.label })).toHaveAttribute("aria-current", "page");
      await expect(main.locator('[aria-current="page"]')).toHaveCount(1);
    });
  }

  test("header stays on top while scrolling", async ({ page }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 2000);
    await expect.poll(async () => (await page.getByRole("banner").boundingBox())?.y).toBe(0);
  });

  test("footer links, tagline and copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const links = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
    await expect(links).toHaveCount(footerLinks.length);
    for (const link of footerLinks) {
      await expect(footer.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.href,
      );
    }
    await expect(footer.getByRole("link", { name: "Podcast" })).toHaveAttribute("href", "/podcast");
    await expect(footer).toContainText("We architect systems that scale profit and people.");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name} | Profit for People`);
  });

  test("theme toggle switches to dark and the choice survives a reload without a flash", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    // The class must be on <html> before any framework script runs: check at DOMContentLoaded.
    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("defaults to light and follows the system when asked", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.evaluate(() => localStorage.setItem("theme", "system"));
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await context.close();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens as an overlay with search, the four links and the booking button", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByPlaceholder("Quick search...")).toBeVisible();
    for (const item of nav)
      await expect(dialog.getByRole("link", { name: item.label })).toHaveAttribute("href", item.href);
    await expect(dialog.getByRole("link", { name: /Book a Discovery Call/ })).toHaveAttribute(
      "href",
      "/book",
    );
    const box = await dialog.boundingBox();
    expect(box?.y).toBe(64);
    expect(box?.width).toBe(390);
  });

  test("traps focus while open and closes on Escape", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("closes when a link is chosen and the route changes", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("closes when the booking button is chosen", async ({ page, context }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const popup = context.waitForEvent("page");
    await page
      .getByRole("dialog")
      .getByRole("link", { name: /Book a Discovery Call/ })
      .click();
    await popup;
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("quick search finds pages from the content and links to them", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByPlaceholder("Quick search...").fill("dental");
    const results = dialog.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link").first()).toHaveAttribute("href", "/dental");
    await results.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/dental$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("quick search says so when nothing matches", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByPlaceholder("Quick search...").fill("zzzz qqqq");
    await expect(page.getByRole("dialog")).toContainText("No pages match.");
  });
});
