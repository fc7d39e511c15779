import { expect, test } from "@playwright/test";
import { company } from "@/content/company";
import { formatPhone } from "@/content/site";
import { factValue } from "@/lib/facts";
import { signInAsOwner } from "./owner";

// The production build ships with example company facts (content/company.ts): the owner is told which, in red where
// a visitor would be misled, and every visitor sees each invented person and phone number marked "Example".
const phone = formatPhone(factValue(company.demoPhone));
const testimonials = company.testimonials.map((t) => factValue(t).name);
const founders = company.founders.map((f) => factValue(f).name);

test("/settings names the example booking calendar, phone, testimonials and founders in the red banner", async ({
  page,
}) => {
  await signInAsOwner(page);
  const banner = page.getByRole("alert").filter({ hasText: "not ready for visitors" });
  await expect(banner).toContainText("The booking calendar is the example one");
  await expect(banner).toContainText(phone);
  for (const name of [...testimonials, ...founders]) await expect(banner).toContainText(name);
  await expect(page.locator('[data-check="bookingUrl"]')).toHaveAttribute("data-status", "missing");
  const facts = page.getByRole("region", { name: "Example company facts" });
  for (const id of [
    "name",
    "email",
    "address",
    "demoPhone",
    "proof.rating",
    "founders[1]",
    "testimonials[0]",
  ])
    await expect(facts.locator(`[data-fact="${id}"]`)).toContainText("Example");
});

test("each example testimonial, founder and phone number is marked where a visitor reads it", async ({
  page,
}) => {
  await page.goto("/core-offer");
  for (const name of testimonials)
    await expect(page.getByRole("figure").filter({ hasText: name }).locator("[data-example]")).toHaveText(
      "Example",
    );

  await page.goto("/about");
  const profiles = page.getByRole("list", { name: "Co-founders" });
  for (const name of founders)
    await expect(profiles.getByRole("heading", { name }).locator("[data-example]")).toBeVisible();

  await page.goto("/demo-bot");
  const line = page.getByRole("link", { name: phone }).first();
  await expect(line.locator("xpath=..").locator("[data-example]")).toBeVisible();

  for (const [path, name] of [
    ["/roofers", testimonials[0]],
    ["/dental", testimonials[1]],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("figure").filter({ hasText: name }).locator("[data-example]")).toBeVisible();
    await expect(
      page.getByRole("link", { name: phone }).locator("xpath=..").locator("[data-example]"),
    ).toBeVisible();
  }

  await page.goto("/contact");
  await expect(
    page
      .locator("dd")
      .filter({ hasText: factValue(company.email) })
      .locator("[data-example]"),
  ).toBeVisible();
});
