import { expect, test, type Page } from "@playwright/test";
import { consentText, toasts } from "@/content/forms";
import { intakeForm } from "@/content/intake-form";
import { formServedEarlier } from "./form-served";
import { intakePage } from "@/content/intake";
import { seriousViolations } from "./axe";

// The server quietly drops posts made within 2 s of the page being served (anti-bot).

const messages = {
  businessName: "Business name is required",
  contactName: "Name is required",
  email: "Email is required",
  painPoints: "Please choose at least one challenge",
  selectedSolutions: "Please choose at least one solution",
  preferredTime: "Please tell us a preferred day and time",
  consent: "Please agree to receive appointment updates",
};

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const businessName = (page: Page) => field(page, intakeForm.businessName.label);
const contactName = (page: Page) => field(page, intakeForm.contactName.label);
const email = (page: Page) => field(page, intakeForm.email.label);
const preferredTime = (page: Page) => field(page, intakeForm.preferredTime.label);
const consent = (page: Page) =>
  page.getByRole("checkbox", { name: /I agree to receive appointment updates/ });
const submit = (page: Page) => page.getByRole("button", { name: intakeForm.submit });
const continueButton = (page: Page) => page.getByRole("button", { name: intakeForm.continue });
const backButton = (page: Page) => page.getByRole("button", { name: intakeForm.back });
const stepHeading = (page: Page, n: number) =>
  page.getByRole("heading", { name: intakeForm.steps[n - 1]!.title, exact: true });

/** Loads the page and waits for hydration (networkidle), so typing reaches the form's state. */
async function open(page: Page) {
  await page.goto("/intake");
  const loadedAt = Date.now();
  await page.waitForLoadState("networkidle");
  return loadedAt;
}

async function expectThankYou(page: Page) {
  // In view after the post, with or without JavaScript, and the only list of what happens next on the page.
  await expect(page.getByRole("heading", { name: intakeForm.thankYou.title })).toBeInViewport();
  await expect(page.getByText(intakeForm.thankYou.nextTitle, { exact: true })).toHaveCount(1);
  await expect(page.getByRole("heading", { name: intakePage.nextSteps.title })).toBeHidden();
  await expect(page.getByText(intakeForm.thankYou.text)).toBeVisible();
  const next = page.getByRole("list", { name: intakeForm.thankYou.nextTitle }).getByRole("listitem");
  await expect(next).toHaveCount(intakeForm.thankYou.next.length);
  for (const [i, item] of intakeForm.thankYou.next.entries()) await expect(next.nth(i)).toContainText(item);
  await expect(page.getByText(intakeForm.thankYou.consent)).toBeVisible();
  await expect(page.locator("#form-slot form")).toHaveCount(0);
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const events: unknown[] = [];
      Object.assign(window, { __gaEvents: events });
      Object.defineProperty(window, "gtag", { value: (...args: unknown[]) => events.push(args) });
    });
  });

  test("step 1: Back disabled, Continue waits for a valid business name, name and email", async ({
    page,
  }) => {
    await open(page);
    await expect(page.getByText("Step 1 of 5")).toBeVisible();
    await expect(page.getByText("20% complete")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: intakeForm.progressLabel })).toHaveAttribute(
      "aria-valuenow",
      "20",
    );
    await expect(backButton(page)).toBeDisabled();
    await expect(continueButton(page)).toBeDisabled();
    await expect(stepHeading(page, 2)).toBeHidden();
    await expect(email(page)).toHaveAttribute("type", "email");

    await businessName(page).fill("Evergreen Roofing");
    await contactName(page).fill("Jane Smith");
    await expect(continueButton(page)).toBeDisabled();
    await email(page).fill("jane@");
    await expect(continueButton(page)).toBeDisabled();
    await email(page).blur();
    await expect(email(page)).toHaveAccessibleDescription("Please enter a valid email address");
    await email(page).fill("jane@example.com");
    await contactName(page).fill(" ");
    await expect(continueButton(page)).toBeDisabled();
    await contactName(page).fill("Jane Smith");
    await expect(continueButton(page)).toBeEnabled();

    await continueButton(page).click();
    await expect(page.getByText("Step 2 of 5")).toBeVisible();
    await expect(page.getByText("40%")).toBeVisible();
    await expect(stepHeading(page, 2)).toBeFocused();
    await expect(stepHeading(page, 1)).toBeHidden();
    await expect(backButton(page)).toBeEnabled();
    await backButton(page).click();
    await expect(stepHeading(page, 1)).toBeFocused();
    await expect(businessName(page)).toHaveValue("Evergreen Roofing");
  });

  test("Enter moves on even before the form's schema has loaded (it is checked first)", async ({ page }) => {
    await open(page);
    // Every script fetched from now on (the schema and its resolver) arrives a second late.
    await page.route("**/_next/static/chunks/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await businessName(page).fill("Evergreen Roofing");
    await contactName(page).fill("Jane Smith");
    await email(page).fill("jane@example.com");
    await email(page).press("Enter");
    await expect(stepHeading(page, 2)).toBeVisible();
    await expect(stepHeading(page, 2)).toBeFocused();
  });

  test("answers typed before the page hydrates count: Continue is on once it has", async ({ page }) => {
    // The page's scripts arrive late, as on a slow phone: the visitor types into the server-rendered form meanwhile.
    await page.route("**/_next/static/chunks/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/intake", { waitUntil: "commit" });
    await businessName(page).fill("Evergreen Roofing");
    await contactName(page).fill("Jane Smith");
    await email(page).fill("jane@example.com");
    await expect(page.locator("form[data-hydrated]")).toBeAttached();
    await expect(continueButton(page)).toBeEnabled();
    await continueButton(page).click();
    await expect(stepHeading(page, 2)).toBeVisible();
  });

  test("each step gates Continue, the summary shows labels, consent gates submit, success thanks", async ({
    page,
  }) => {
    await open(page);
    await businessName(page).fill("Evergreen Roofing");
    await contactName(page).fill("Jane Smith");
    await email(page).fill("jane@example.com");
    await email(page).press("Enter");

    await expect(stepHeading(page, 2)).toBeVisible();
    await expect(continueButton(page)).toBeDisabled();
    await page.getByRole("checkbox", { name: "Manual follow-up" }).check();
    await expect(continueButton(page)).toBeEnabled();
    await page.getByRole("checkbox", { name: "Manual follow-up" }).uncheck();
    await expect(continueButton(page)).toBeDisabled();
    await page.getByRole("checkbox", { name: "Manual follow-up" }).check();
    await page.getByRole("checkbox", { name: "Scaling challenges" }).check();
    await page
      .getByRole("textbox", { name: intakeForm.currentChallenges.label })
      .fill("Leads go cold overnight.");
    await continueButton(page).click();

    await expect(page.getByText("Step 3 of 5")).toBeVisible();
    await expect(page.getByText("60% complete")).toBeVisible();
    await expect(continueButton(page)).toBeDisabled();
    await page.getByRole("checkbox", { name: "Drip campaigns" }).check();
    await page.getByRole("checkbox", { name: "Strategic consultation" }).check();
    await continueButton(page).click();

    await expect(page.getByText("80% complete")).toBeVisible();
    await expect(continueButton(page)).toBeDisabled();
    await preferredTime(page).fill("Tuesday afternoon");
    await continueButton(page).click();

    await expect(page.getByText("Step 5 of 5")).toBeVisible();
    await expect(page.getByText("100% complete")).toBeVisible();
    await expect(continueButton(page)).toHaveCount(0);
    const summary = page.getByRole("definition");
    for (const text of [
      "Evergreen Roofing",
      "Jane Smith",
      "jane@example.com",
      "Manual follow-up",
      "Scaling challenges",
      "Drip campaigns",
      "Strategic consultation",
      "Tuesday afternoon",
    ]) {
      await expect(summary.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(consent(page)).not.toBeChecked();
    await expect(page.getByText(consentText.intake.split(" See our")[0]!)).toBeVisible();
    await expect(page.locator("#form-slot").getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms",
    );
    await expect(page.locator("#form-slot").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(submit(page)).toBeDisabled();
    await consent(page).check();
    await expect(submit(page)).toBeEnabled();

    await formServedEarlier(page);
    await submit(page).click();
    const toast = page.getByRole("region", { name: /Notifications/ });
    await expect(toast.getByText(toasts.intakeScheduled.title)).toBeVisible();
    await expect(toast.getByText(toasts.intakeScheduled.description)).toBeVisible();
    await expectThankYou(page);

    const events = await page.evaluate(() => (window as unknown as { __gaEvents: unknown[][] }).__gaEvents);
    expect(events).toContainEqual([
      "event",
      "form_submission",
      {
        formType: "intake",
        painPoints: "manual-follow-up,scaling",
        solutions: "drip-campaigns,consultation",
      },
    ]);
    expect(JSON.stringify(events)).not.toContain("jane@example.com");
  });

  test("Edit in the summary goes back to that step with its answers kept", async ({ page }) => {
    await open(page);
    await businessName(page).fill("Evergreen Roofing");
    await contactName(page).fill("Jane Smith");
    await email(page).fill("jane@example.com");
    await continueButton(page).click();
    await page.getByRole("checkbox", { name: "Low sales conversion" }).check();
    await continueButton(page).click();
    await page.getByRole("checkbox", { name: "Workflow automation" }).check();
    await continueButton(page).click();
    await preferredTime(page).fill("Mornings");
    await continueButton(page).click();
    expect(await seriousViolations(page, { include: "#form-slot", allRules: true })).toEqual([]);
    await page.getByRole("button", { name: "Edit Solutions" }).click();
    await expect(stepHeading(page, 3)).toBeFocused();
    await expect(page.getByRole("checkbox", { name: "Workflow automation" })).toBeChecked();
  });

  test("a failed request shows the destructive toast and keeps the form as it was", async ({ page }) => {
    await open(page);
    await businessName(page).fill("Evergreen Roofing");
    await contactName(page).fill("Jane Smith");
    await email(page).fill("jane@example.com");
    await continueButton(page).click();
    await page.getByRole("checkbox", { name: "Manual follow-up" }).check();
    await continueButton(page).click();
    await page.getByRole("checkbox", { name: "Dashboards and reporting" }).check();
    await continueButton(page).click();
    await preferredTime(page).fill("Mornings");
    await continueButton(page).click();
    await consent(page).check();
    await page.route("**/intake", (route) =>
      route.request().method() === "POST" ? route.abort() : route.continue(),
    );
    await submit(page).click();
    const toast = page.getByRole("region", { name: /Notifications/ });
    await expect(toast.getByText(toasts.submitFailed.title, { exact: true })).toBeVisible();
    await expect(toast.getByText(toasts.submitFailed.description)).toBeVisible();
    await expect(page.getByText("Step 5 of 5")).toBeVisible();
    await expect(consent(page)).toBeChecked();
    await expect(page.getByRole("definition").getByText("jane@example.com")).toBeVisible();
    await expect(submit(page)).toBeEnabled();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every step shows as one long form; the stepper controls are hidden", async ({ page }) => {
    await open(page);
    for (let n = 1; n <= 5; n++) await expect(stepHeading(page, n)).toBeVisible();
    await expect(page.getByRole("progressbar")).toBeHidden();
    await expect(backButton(page)).toBeHidden();
    await expect(continueButton(page)).toBeHidden();
    await expect(submit(page)).toBeVisible();
    await expect(submit(page)).toBeEnabled();
    await expect(consent(page)).not.toBeChecked();
  });

  test("an empty submit shows the server's message by each field, and typed values stay", async ({
    page,
  }) => {
    await open(page);
    await formServedEarlier(page);
    await submit(page).click();
    await expect(page.getByText(toasts.checkFields.title)).toBeVisible();
    for (const message of Object.values(messages)) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(businessName(page)).toHaveAttribute("aria-invalid", "true");
    await expect(businessName(page)).toHaveAccessibleDescription(messages.businessName);
    await expect(page.getByRole("group", { name: intakeForm.painPoints.legend })).toHaveAccessibleDescription(
      messages.painPoints,
    );
    await expect(consent(page)).toHaveAccessibleDescription(messages.consent);

    await businessName(page).fill("Evergreen Roofing");
    await email(page).fill("jane@example.com");
    await page.getByRole("checkbox", { name: "Lack of reporting and KPIs" }).check();
    await page.getByRole("textbox", { name: intakeForm.additionalNotes.label }).fill("We use HubSpot.");
    await submit(page).click();
    await expect(page.getByText(messages.contactName, { exact: true })).toBeVisible();
    await expect(page.getByText(messages.businessName)).toHaveCount(0);
    await expect(page.getByText(messages.painPoints)).toHaveCount(0);
    await expect(businessName(page)).toHaveValue("Evergreen Roofing");
    await expect(email(page)).toHaveValue("jane@example.com");
    await expect(page.getByRole("checkbox", { name: "Lack of reporting and KPIs" })).toBeChecked();
    await expect(page.getByRole("textbox", { name: intakeForm.additionalNotes.label })).toHaveValue(
      "We use HubSpot.",
    );
  });

  test("a complete submit shows the Thank You state", async ({ page }) => {
    await open(page);
    await businessName(page).fill("Evergreen Roofing");
    await contactName(page).fill("Jane Smith");
    await email(page).fill("jane@example.com");
    await page.getByRole("checkbox", { name: "Customer service bottlenecks" }).check();
    await page.getByRole("checkbox", { name: "AI voice and chat agents" }).check();
    await preferredTime(page).fill("Any weekday after 2 pm");
    await consent(page).check();
    await formServedEarlier(page);
    await submit(page).click();
    await expectThankYou(page);
  });
});
