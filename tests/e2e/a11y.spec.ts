import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { publicPageList } from "@/content/pages";

const paths = [...publicPageList.map((p) => p.path), "/no-such-page"];

for (const theme of ["light", "dark"] as const) {
  for (const path of paths) {
    test(`axe: ${path} in ${theme} has no serious or critical violations`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(", ")})`,
        );
      expect(serious).toEqual([]);
    });
  }
}

test("axe: the open mobile menu has no serious or critical violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByPlaceholder("Quick search...").fill("roof");
  await expect(page.getByRole("list", { name: "Search results" })).toBeVisible();
  const results = await new AxeBuilder({ page }).include("dialog[open]").analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});
