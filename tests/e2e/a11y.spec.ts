import { expect, test } from "@playwright/test";
import { publicPageList } from "@/content/pages";
import { seriousViolations } from "./axe";

const paths = [...publicPageList.map((p) => p.path), "/no-such-page"];

for (const theme of ["light", "dark"] as const) {
  for (const path of paths) {
    test(`axe: ${path} in ${theme} has no serious or critical violations`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test("axe: the open mobile menu has no serious or critical violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByPlaceholder("Quick search...").fill("roof");
  await expect(page.getByRole("list", { name: "Search results" })).toBeVisible();
  expect(await seriousViolations(page, { include: "dialog[open]", allRules: true })).toEqual([]);
});
