import { expect, test, type Page } from "@playwright/test";
import { consentText, toasts } from "@/content/forms";
import { INVALID_EMAIL, INVALID_PHONE, SMS_NEEDS_PHONE } from "@/lib/forms/fields";
import { e2eDatabase } from "./database";
import { formServedEarlier } from "./form-served";

// A filled-in value of the wrong shape gets its own message on the field, and the toast (or, without JavaScript, the
// alert above the form) says what is wrong: never "Missing Information" for an email that is there but wrong.
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const phone = (page: Page) => textbox(page, "Mobile phone (optional)");
const sms = (page: Page) => page.getByRole("checkbox", { name: /^Text me appointment and demo updates/ });

/** Where a toast shows with JavaScript; without it the same message is the alert the server renders. */
const told = (page: Page, text: string) => page.getByText(text).first();

for (const javaScriptEnabled of [true, false]) {
  test.describe(`field errors, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("contact: a filled but invalid email is named as the problem, not as missing", async ({ page }) => {
      await page.goto("/contact");
      await formServedEarlier(page);
      await page.getByLabel("Name").fill("Ada Lovelace");
      await textbox(page, "Email").fill("ada@@example");
      await page.getByLabel("Message").fill("Hello");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(told(page, toasts.invalidEmail.title)).toBeVisible();
      await expect(page.getByText(toasts.missingInformation.title)).toHaveCount(0);
      await expect(page.getByText(INVALID_EMAIL)).toBeVisible();
      await expect(textbox(page, "Email")).toHaveAttribute("aria-invalid", "true");
    });

    test("intake: a wrong mobile number has its own message; texts without a number are refused", async ({
      page,
    }) => {
      await page.goto("/intake");
      await formServedEarlier(page);
      // A field left before the page hydrates is checked when the step is sent, not as it is left.
      if (javaScriptEnabled) await expect(page.locator("form[data-hydrated]")).toBeAttached();
      await textbox(page, "Business name").fill("Ridge Roofing");
      await textbox(page, "Your name").fill("Maria Lopez");
      await textbox(page, "Email").fill("maria@ridge.test");
      await phone(page).fill("12345");
      if (javaScriptEnabled) {
        // Checked as the visitor leaves the field; Continue stays off until the step is right.
        await phone(page).press("Tab");
        await expect(page.getByText(INVALID_PHONE)).toBeVisible();
        await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
        await phone(page).fill("");
        await sms(page).check();
        await phone(page).focus();
        await phone(page).press("Tab");
        await expect(page.getByText(SMS_NEEDS_PHONE)).toBeVisible();
        await phone(page).fill("503 555 0142");
        await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
        return;
      }
      // Without JavaScript the whole form posts at once: fill the rest so only the phone is wrong.
      await page.getByRole("checkbox", { name: "Lead generation is inconsistent" }).check();
      await page.getByRole("checkbox", { name: /AI voice and chat agents/ }).check();
      await textbox(page, "Preferred day and time").fill("Tuesday morning");
      await page.getByRole("checkbox", { name: /I agree to receive appointment updates/ }).check();
      await page.getByRole("button", { name: "Schedule My Discovery Call" }).click();
      await expect(told(page, toasts.invalidPhone.title)).toBeVisible();
      await expect(page.getByText(INVALID_PHONE)).toBeVisible();
      await expect(phone(page)).toHaveValue("12345");
    });

    test("demo: an invalid email and an invalid phone are each named on their field", async ({ page }) => {
      await page.goto("/book-a-demo");
      if (javaScriptEnabled) await expect(page.locator("form[data-hydrated]")).toBeAttached();
      await formServedEarlier(page);
      await textbox(page, "Business name").fill("Harbor Insurance");
      await textbox(page, "Your name").fill("Ada Lovelace");
      await textbox(page, "Email").fill("not-an-email");
      await phone(page).fill("555");
      const next = async () => {
        if (javaScriptEnabled) await page.getByRole("button", { name: "Next Step" }).click();
      };
      await next();
      await page.getByRole("combobox", { name: "Industry" }).selectOption("insurance");
      await page.getByRole("textbox", { name: "Current challenges" }).fill("Slow follow-up.");
      await next();
      await next();
      await page.getByRole("checkbox", { name: /I agree to receive demo updates/ }).check();
      await page.getByRole("button", { name: "Submit Demo Request" }).click();
      await expect(told(page, toasts.invalidEmail.title)).toBeVisible();
      await expect(page.getByText(INVALID_EMAIL).first()).toBeAttached();
      await expect(page.getByText(INVALID_PHONE).first()).toBeAttached();
    });
  });
}

test("required fields are announced as required, optional ones are not", async ({ page }) => {
  await page.goto("/contact");
  for (const name of ["Name", "Email", "Message"]) {
    await expect(textbox(page, name)).toHaveAttribute("aria-required", "true");
  }
  await page.goto("/book-a-demo");
  for (const name of ["Business name", "Your name", "Email"]) {
    await expect(textbox(page, name)).toHaveAttribute("aria-required", "true");
  }
  // On the second step: hidden from the accessibility tree until then, so found by its id.
  await expect(page.locator("#demo-industry")).toHaveAttribute("aria-required", "true");
  await expect(phone(page)).not.toHaveAttribute("aria-required", "true");
  await page.goto("/intake");
  // A group of checkboxes cannot be marked required: its name says so instead (hidden on a later step, so by text).
  await expect(page.locator("legend").filter({ hasText: "What challenges are you facing?" })).toContainText(
    "(required)",
  );
});

test("a demo request with a mobile number and texts agreed stores the number in E.164 and both consents apart", async ({
  page,
}) => {
  const db = e2eDatabase();
  test.skip(!db, "reading stored leads needs PostgreSQL: set TEST_DATABASE_URL");
  await page.goto("/book-a-demo");
  await expect(page.locator("form[data-hydrated]")).toBeAttached();
  await formServedEarlier(page);
  const email = `sms-${Date.now()}@example.com`;
  await textbox(page, "Business name").fill("Harbor Insurance");
  await textbox(page, "Your name").fill("Ada Lovelace");
  await textbox(page, "Email").fill(email);
  await phone(page).fill("(503) 555-0142");
  await sms(page).check();
  for (let step = 1; step < 4; step++) await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByRole("button", { name: "Previous" }).click();
  await page.getByRole("button", { name: "Previous" }).click();
  await page.getByRole("combobox", { name: "Industry" }).selectOption("insurance");
  await page.getByRole("textbox", { name: "Current challenges" }).fill("Slow follow-up.");
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByRole("checkbox", { name: /I agree to receive demo updates/ }).check();
  await page.getByRole("button", { name: "Submit Demo Request" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  const [row] =
    await db!`select payload, consent_text, sms_consent_text, sms_consented_at from app.leads where email = ${email}`;
  expect(row!.payload).toMatchObject({ phone: "+15035550142", smsConsent: true });
  expect(row!.consent_text).toBe(consentText.demo);
  expect(row!.sms_consent_text).toBe(consentText.sms);
  expect(row!.sms_consented_at).toBeTruthy();
  await db!.end();
});
