import { expect, test, type Page } from "@playwright/test";
import { demoForm } from "@/content/demo-form";
import { e2eDatabase } from "./database";
import { formServedEarlier } from "./form-served";

const messages = [
  "Business name is required",
  "Name is required",
  "Email is required",
  "Please select an industry",
  "Please describe your challenges",
  "Please agree to receive demo updates",
];

/** The server drops posts made within 2 s of the page being served (a bot tell), so people-speed it is. */

/** Clicks before hydration would do nothing; the form marks itself once React owns it. */
async function open(page: Page) {
  await page.goto("/book-a-demo");
  await expect(page.locator("form[data-hydrated]")).toBeAttached();
}

const pad = (n: number) => String(n).padStart(2, "0");
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** The 15th of next month: always in the future and inside the bookable year. */
const nextMonth15 = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + 1, 15);
};

const fields = (page: Page) => ({
  business: page.getByRole("textbox", { name: "Business name" }),
  name: page.getByRole("textbox", { name: "Your name" }),
  email: page.getByRole("textbox", { name: "Email", exact: true }),
  industry: page.getByRole("combobox", { name: "Industry" }),
  challenges: page.getByRole("textbox", { name: "Current challenges" }),
  notes: page.getByRole("textbox", { name: /Additional notes/ }),
  consent: page.getByRole("checkbox", { name: /I agree to receive demo updates/ }),
});

const next = (page: Page) => page.getByRole("button", { name: "Next Step" }).click();
const submit = (page: Page) => page.getByRole("button", { name: "Submit Demo Request" }).click();
const dateButton = (page: Page) => page.getByRole("button", { name: /Preferred demo date/ });
const summaryLink = (page: Page, message: string) =>
  page.locator("#demo-error-summary").getByRole("link", { name: new RegExp(`^${message} \\(step \\d\\)$`) });
const calendar = (page: Page) => page.getByRole("dialog", { name: "Choose a demo date" });

async function expectStep(page: Page, n: number) {
  const percent = Math.round((n / 4) * 100);
  await expect(page.getByText(`Step ${n} of 4`)).toBeVisible();
  await expect(page.getByText(`${percent}% complete`)).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(percent));
}

async function pickNextMonth15(page: Page) {
  await dateButton(page).click();
  await expect(calendar(page)).toBeVisible();
  await calendar(page)
    .getByRole("button", { name: /next month/i })
    .click();
  await calendar(page)
    .locator(`[data-day="${isoDay(nextMonth15())}"] button`)
    .click();
  await expect(calendar(page)).toBeHidden();
}

test.describe("demo form with JavaScript", () => {
  test("progress 25/50/75/100, Previous disabled on step 1, Next Step not gated", async ({ page }) => {
    await open(page);
    await expectStep(page, 1);
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(page.getByRole("heading", { name: "Your business" })).toBeHidden();
    for (const [n, heading] of [
      [2, "Your business"],
      [3, "Solutions and timing"],
      [4, "Final details"],
    ] as const) {
      await next(page);
      await expectStep(page, n);
      await expect(page.getByRole("heading", { name: heading })).toBeFocused();
    }
    await expect(page.getByRole("button", { name: "Next Step" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Submit Demo Request" })).toBeVisible();
    await expect(page.getByText(messages[0]!)).toHaveCount(0);
    await page.getByRole("button", { name: "Previous" }).click();
    await expectStep(page, 3);
  });

  test("solution cards toggle, several at once", async ({ page }) => {
    await open(page);
    await next(page);
    await next(page);
    const agents = page.getByRole("button", { name: /Appointment-Setting Agents/ });
    const dashboards = page.getByRole("button", { name: /Dashboards\/Reporting/ });
    await expect(agents).toHaveAttribute("aria-pressed", "false");
    await agents.click();
    await dashboards.click();
    await expect(agents).toHaveAttribute("aria-pressed", "true");
    await expect(dashboards).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator('input[name="solutions"]')).toHaveCount(2);
    await agents.click();
    await expect(agents).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator('input[name="solutions"]')).toHaveCount(1);
    await expect(page.locator('input[name="solutions"]')).toHaveValue("dashboards");
  });

  test("the date popover loads on open, disables past days, picks a date and clears it on a second pick", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await open(page);
    await next(page);
    await next(page);
    await expect(page.locator(".rdp-root, [role=grid]")).toHaveCount(0);
    const loadedBefore = scripts.length;
    await dateButton(page).click();
    await expect(calendar(page)).toBeVisible();
    // The calendar's code arrives only now (chunk names are hashed in production, so count requests).
    expect(scripts.length).toBeGreaterThan(loadedBefore);
    const today = new Date();
    await expect(calendar(page).locator(`[data-day="${isoDay(today)}"] button`)).toBeEnabled();
    if (today.getDate() > 1) {
      const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
      await expect(calendar(page).locator(`[data-day="${isoDay(yesterday)}"] button`)).toBeDisabled();
    }
    await expect(calendar(page).getByRole("button", { name: /previous month/i })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await page.keyboard.press("Escape");

    await pickNextMonth15(page);
    const day = nextMonth15();
    const label = day.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
    await expect(dateButton(page)).toContainText(label);
    await expect(page.locator('input[name="demoDate"]')).toHaveValue(isoDay(day));
    await expect(dateButton(page)).toBeFocused();

    // Reopened, the calendar shows the selected month; the same day again clears the choice.
    await dateButton(page).click();
    await calendar(page)
      .locator(`[data-day="${isoDay(day)}"] button`)
      .click();
    await expect(page.locator('input[name="demoDate"]')).toHaveCount(0);
    await expect(dateButton(page)).toContainText("Pick a date");
  });

  test("an empty submit shows all six messages by the fields and in a summary, and posts nothing", async ({
    page,
  }) => {
    const posts: string[] = [];
    // Form posts only: the page's visit and step reports (/api/seen) are not the form's.
    page.on("request", (r) => r.method() === "POST" && !r.url().includes("/api/seen") && posts.push(r.url()));
    await open(page);
    await formServedEarlier(page);
    for (let i = 0; i < 3; i++) await next(page);
    await submit(page);
    const summary = page.locator("#demo-error-summary");
    await expect(summary).toHaveAttribute("role", "alert");
    await expect(summary).toBeFocused();
    for (const message of messages) await expect(summaryLink(page, message)).toBeVisible();
    await expect(fields(page).consent).toHaveAccessibleDescription(messages[5]!);
    expect(posts).toEqual([]);

    await summaryLink(page, "Please select an industry").click();
    await expectStep(page, 2);
    await expect(fields(page).industry).toBeFocused();
    await expect(fields(page).industry).toHaveAccessibleDescription("Please select an industry");
    await expect(fields(page).challenges).toHaveAccessibleDescription("Please describe your challenges");
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(fields(page).business).toHaveAttribute("aria-invalid", "true");
    await expect(fields(page).business).toHaveAccessibleDescription("Business name is required");
    await expect(fields(page).name).toHaveAccessibleDescription("Name is required");
    await expect(fields(page).email).toHaveAccessibleDescription("Email is required");

    await fields(page).email.fill("not-an-email");
    await expect(fields(page).email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(posts).toEqual([]);
  });

  test("a server failure shows the error toast and leaves the form as it was", async ({ page }) => {
    await open(page);
    await formServedEarlier(page);
    const f = fields(page);
    await f.business.fill("Failing Dental");
    await f.name.fill("Fay Lure");
    await f.email.fill("fay@example.com");
    await next(page);
    await f.industry.selectOption("healthcare");
    await f.challenges.fill("The network drops.");
    await next(page);
    await next(page);
    await f.consent.check();
    await page.route("**/book-a-demo", (route) =>
      route.request().method() === "POST" ? route.abort("failed") : route.fallback(),
    );
    await submit(page);
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast.getByText("Error", { exact: true })).toBeVisible();
    await expect(
      toast.getByText("There was a problem submitting your request. Please try again."),
    ).toBeVisible();
    await expectStep(page, 4);
    await expect(f.consent).toBeChecked();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
    await page.getByRole("button", { name: "Previous" }).click();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(f.challenges).toHaveValue("The network drops.");
    await expect(f.industry).toHaveValue("healthcare");
  });

  test("a valid request shows Thank You! and Return Home goes to /", async ({ page }) => {
    await open(page);
    await formServedEarlier(page);
    const email = `demo-js-${Date.now()}@example.com`;
    const f = fields(page);
    await f.business.fill("Harbor Insurance");
    await f.name.fill("Ada Lovelace");
    await f.email.fill(email);
    await f.email.press("Enter");
    await expectStep(page, 2);
    await f.industry.selectOption("insurance");
    await f.challenges.fill("Quotes wait days for a follow-up call.");
    await next(page);
    await page.getByRole("button", { name: /Workflow Automation/ }).click();
    await page.getByRole("button", { name: /Appointment-Setting Agents/ }).click();
    await pickNextMonth15(page);
    await next(page);
    await f.notes.fill("Mornings are best.");
    await f.consent.check();
    await submit(page);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeFocused();
    await expect(page.getByText(demoForm.thankYou.text)).toBeVisible();
    await expect(page.getByText(demoForm.thankYou.emailNote)).toBeVisible();
    const db = e2eDatabase();
    if (db) {
      const rows = await db`select kind, business_name, payload from app.leads where email = ${email}`;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: "demo", business_name: "Harbor Insurance" });
      expect(rows[0]!.payload).toMatchObject({
        industry: "insurance",
        solutions: ["automation", "agents"],
        demoDate: isoDay(nextMonth15()),
        additionalNotes: "Mornings are best.",
      });
      await db.end();
    }
    await page.getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a request sent after a failed one shows Thank You! with no error toast left over it", async ({
    page,
  }) => {
    await open(page);
    await formServedEarlier(page);
    const f = fields(page);
    await f.business.fill("Second Try Dental");
    await f.name.fill("Ada Lovelace");
    await f.email.fill(`demo-retry-${Date.now()}@example.com`);
    await next(page);
    await f.industry.selectOption("healthcare");
    await f.challenges.fill("The first post fails.");
    await next(page);
    await next(page);
    await f.consent.check();
    const failing = (route: import("@playwright/test").Route) =>
      route.request().method() === "POST" ? route.abort("failed") : route.fallback();
    await page.route("**/book-a-demo", failing);
    await submit(page);
    const errors = page.locator('[data-sonner-toast][data-type="error"]:not([data-removed="true"])');
    await expect(errors).toHaveCount(1);
    await page.unroute("**/book-a-demo", failing);
    await submit(page);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeFocused();
    // The error toast lives four seconds on its own: it must go with the success, not time out later.
    await expect(errors).toHaveCount(0, { timeout: 1000 });
  });
});

test.describe("demo form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every step shows in one form, without the stepper controls", async ({ page }) => {
    await page.goto("/book-a-demo");
    for (const heading of ["Your details", "Your business", "Solutions and timing", "Final details"])
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(page.getByRole("progressbar")).toBeHidden();
    await expect(page.getByRole("button", { name: "Previous" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Next Step" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Submit Demo Request" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Workflow Automation/ })).toBeVisible();
    await expect(page.locator('input[type="date"][name="demoDate"]')).toBeVisible();
    await expect(fields(page).consent).not.toBeChecked();
  });

  test("an empty submit shows the six messages; a partial one keeps every value", async ({ page }) => {
    await page.goto("/book-a-demo");
    await formServedEarlier(page);
    await submit(page);
    for (const message of messages) await expect(summaryLink(page, message)).toBeVisible();
    await expect(fields(page).business).toHaveAccessibleDescription("Business name is required");

    const f = fields(page);
    await f.business.fill("Keep & Co");
    await f.challenges.fill("Leads go cold <fast>.");
    await f.notes.fill("Call after 3pm");
    await page.getByRole("checkbox", { name: /Dashboards\/Reporting/ }).check();
    await page.locator('input[name="demoDate"]').fill("2020-01-01");
    await submit(page);
    await expect(summaryLink(page, "Name is required")).toBeVisible();
    await expect(summaryLink(page, "Please pick a date in the future")).toBeVisible();
    await expect(summaryLink(page, "Business name is required")).toHaveCount(0);
    await expect(f.business).toHaveValue("Keep & Co");
    await expect(f.challenges).toHaveValue("Leads go cold <fast>.");
    await expect(f.notes).toHaveValue("Call after 3pm");
    await expect(page.getByRole("checkbox", { name: /Dashboards\/Reporting/ })).toBeChecked();
    await expect(page.locator('input[name="demoDate"]')).toHaveValue("2020-01-01");
    await expect(f.consent).not.toBeChecked();
  });

  test("a valid request shows Thank You!", async ({ page }) => {
    await page.goto("/book-a-demo");
    await formServedEarlier(page);
    const f = fields(page);
    await f.business.fill("Main Street Retail");
    await f.name.fill("Grace Hopper");
    await f.email.fill(`demo-nojs-${Date.now()}@example.com`);
    await f.industry.selectOption("retail");
    await f.challenges.fill("Returning customers fall through the cracks.");
    await page.getByRole("checkbox", { name: /Onboarding\/Reboarding Drips/ }).check();
    await page.locator('input[name="demoDate"]').fill(isoDay(nextMonth15()));
    await f.consent.check();
    await submit(page);
    // The page opens at its top after a post without JavaScript: the thanks must come into view on its own.
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeInViewport();
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  });
});
