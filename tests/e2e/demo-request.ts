import { expect, type Page } from "@playwright/test";
import { pastTimeTrap } from "../support/time-trap";

/** The demo request, as a person fills it in (the one long form without JavaScript). */
export async function requestDemo(page: Page, email: string, scripted: boolean, path = "/book-a-demo") {
  await page.goto(path);
  // Taken once the page is in, so never before the server stamped its form cookie.
  const servedAt = Date.now();
  if (scripted) await expect(page.locator("form[data-hydrated]")).toBeAttached();
  await page.getByRole("textbox", { name: "Business name" }).fill("Reyes Dental");
  await page.getByRole("textbox", { name: "Your name" }).fill("Dana Reyes");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: /Mobile phone/ }).fill("(503) 555-0142");
  await page.getByRole("checkbox", { name: /Text me appointment/ }).check();
  if (scripted) await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByRole("combobox", { name: "Industry" }).selectOption("healthcare");
  await page.getByRole("textbox", { name: "Current challenges" }).fill("No-shows.");
  if (scripted) {
    await page.getByRole("button", { name: "Next Step" }).click();
    await page.getByRole("button", { name: /Workflow Automation/ }).click();
    await page.getByRole("button", { name: /Preferred demo date/ }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /next month/i })
      .click();
    await page.getByRole("dialog").locator("[data-day] button").nth(14).click();
    await page.getByRole("button", { name: "Next Step" }).click();
  } else {
    await page.getByRole("checkbox", { name: /Workflow Automation/ }).check();
    const next = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await page.locator('input[name="demoDate"]').fill(next);
  }
  await page.getByRole("checkbox", { name: /I agree to receive demo updates/ }).check();
  await pastTimeTrap(servedAt);
  await page.getByRole("button", { name: "Submit Demo Request" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
}
