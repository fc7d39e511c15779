import { expect, test } from "@playwright/test";
import { publicPageList } from "@/content/pages";
import { seriousViolations, violationsInBothThemes } from "./axe";

const paths = [...publicPageList.map((p) => p.path), "/no-such-page"];

for (const path of paths) {
  test(`axe: ${path} in light and dark has no serious or critical violations`, async ({ page }) => {
    await page.goto(path);
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
}

test("axe: the open mobile menu has no serious or critical violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByPlaceholder("Quick search...").fill("roof");
  await expect(page.getByRole("list", { name: "Search results" })).toBeVisible();
  expect(await seriousViolations(page, { include: "dialog[open]", allRules: true })).toEqual([]);
});
