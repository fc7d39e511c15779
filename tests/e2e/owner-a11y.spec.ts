import { expect, test } from "@playwright/test";
import { ownerArea } from "@/content/owner-area";
import { violationsInBothThemes } from "./axe";
import { signInAsOwner } from "./owner";

// Every page of the owner area, one page per test, both themes on one load: no violation of any impact.
for (const { href, label } of ownerArea.sections) {
  test(`axe: the owner's ${label} page in light and dark has no violations`, async ({ page }) => {
    // Two scans of a full owner page: up to 15 s each on a loaded machine.
    test.slow();
    await signInAsOwner(page);
    if (href !== "/settings") await page.goto(href);
    await expect(page.getByRole("link", { name: label, exact: false }).first()).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await violationsInBothThemes(page, { anyImpact: true })).toEqual({ light: [], dark: [] });
  });
}
