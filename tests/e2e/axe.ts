import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Serious and critical violations on the page as it is now (or in `include`'s part of it), one line each: WCAG 2.1
 * AA and best practice, or every rule axe runs by default with `allRules`.
 */
export async function seriousViolations(
  page: Page,
  {
    include,
    allRules = false,
    anyImpact = false,
  }: { include?: string; allRules?: boolean; anyImpact?: boolean } = {},
): Promise<string[]> {
  let axe = new AxeBuilder({ page })
    // One run inside the page: these pages have no frames, and the default mode's frame protocol (a second page
    // that merges each frame's results) took 3-5 s of a 4-6 s scan here. Passes are not collected either.
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  if (!allRules) axe = axe.withTags(WCAG_21_AA);
  // Sections off screen are rendered only as they near the viewport (content-visibility: auto), and axe reads
  // contrast from what is rendered: every part is scanned rendered, as a visitor scrolling to it sees it.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  if (include) axe = axe.include(include);
  const results = await axe.analyze();
  return results.violations
    .filter((v) => anyImpact || v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
}

/**
 * The page's violations in light and then in dark, one load: the header's own toggle switches the theme (as a visitor
 * does), so each theme is scanned as shown, without a second page load.
 */
export async function violationsInBothThemes(
  page: Page,
  options: Parameters<typeof seriousViolations>[1] = {},
) {
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  const light = await seriousViolations(page, options);
  await page.locator("button[data-theme-toggle]").first().click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  const dark = await seriousViolations(page, options);
  return { light, dark };
}
