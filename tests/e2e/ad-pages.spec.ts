import { expect, test, type Page } from "@playwright/test";
import { adFaqs } from "@/content/ad-faq";
import { e2eDatabase, needsDatabase } from "./database";
import { formServedEarlier } from "./form-served";
import { signInAsOwner } from "./owner";

const PAGES = ["/roofers", "/dental", "/automation-offer"] as const;

async function fillCallback(
  page: Page,
  values: { name: string; phone: string; email?: string; texts?: boolean },
) {
  const form = page.locator("form[data-callback-form]");
  await form.getByLabel("Name").fill(values.name);
  await form.getByLabel("Phone").fill(values.phone);
  await form.getByLabel("Best time to call").selectOption({ label: "Tomorrow, morning" });
  if (values.email) await form.getByLabel("Email (optional)").fill(values.email);
  if (values.texts) await form.getByRole("checkbox").check();
  return form;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the callback form, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("an empty request says what is missing and stores nothing", async ({ page }) => {
      await page.goto("/dental");
      await formServedEarlier(page);
      const form = page.locator("form[data-callback-form]");
      await form.getByRole("button", { name: "Call Me Back" }).click();
      await expect(form.getByText("Name is required")).toBeVisible();
      await expect(form.getByText("Phone is required")).toBeVisible();
      await expect(form.getByText("Please choose a time to call")).toBeVisible();
      await expect(form.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    });

    test("a request is stored with kind callback and the ad's attribution, and its thank-you offers the booking link", async ({
      page,
    }) => {
      const db = e2eDatabase();
      test.skip(!db, needsDatabase);
      const tag = `cb-${javaScriptEnabled ? "js" : "nojs"}-${Date.now().toString(36)}`;
      await page.goto(`/roofers?utm_source=facebook&utm_campaign=${tag}&fbclid=IwAR_${tag}`);
      await formServedEarlier(page);
      const form = await fillCallback(page, { name: `Rita ${tag}`, phone: "(503) 555-0177", texts: true });
      await form.getByRole("button", { name: "Call Me Back" }).click();
      await expect(form.getByText("Callback Requested!")).toBeVisible();
      await expect(form.getByRole("link", { name: /Book a Discovery Call/ })).toHaveAttribute(
        "href",
        /^\/book\?/,
      );
      const rows =
        await db!`select id, kind, email, payload, attribution, sms_consent_text from app.leads where name = ${`Rita ${tag}`}`;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: "callback",
        email: "",
        payload: { phone: "+15035550177", bestTime: "tomorrow-morning", smsConsent: true, page: "roofers" },
        attribution: expect.objectContaining({
          utm_source: "facebook",
          utm_campaign: tag,
          fbclid: `IwAR_${tag}`,
          landing_page: expect.stringMatching(/^\/roofers\?/),
        }),
      });
      expect(rows[0]!.sms_consent_text).toMatch(/Reply STOP to opt out/);
      if (!javaScriptEnabled) return;
      // The lead's page puts the call first for it (the desk's item shows the same link; tests/integration covers it).
      await signInAsOwner(page);
      await page.goto(`/settings/leads/${rows[0]!.id}`);
      await expect(page.getByRole("link", { name: "Call back" })).toHaveAttribute("href", "tel:+15035550177");
      await expect(page.getByText("Tomorrow, morning").first()).toBeVisible();
    });
  });
}

for (const path of PAGES) {
  test(`${path}: the FAQ's FAQPage JSON-LD is valid JSON and matches the questions shown`, async ({
    page,
  }) => {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "FAQPage");
    expect(faq).toBeDefined();
    expect(faq["@context"]).toBe("https://schema.org");
    const key = path.slice(1) as keyof typeof adFaqs;
    // Shown once scrolled to: a section off screen is not rendered yet (content-visibility: auto), and its text
    // as rendered is empty until it is.
    await page.locator("#faq").scrollIntoViewIfNeeded();
    await expect(page.locator("#faq summary")).toHaveText(
      adFaqs[key].items.map((item) => item.question),
      { useInnerText: true },
    );
    for (const entity of faq.mainEntity) {
      expect(entity).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer" } });
      expect(await page.locator("#faq").getByText(entity.acceptedAnswer.text).count()).toBe(1);
    }
  });

  test(`${path}: without a business phone set, no call action shows and no tap is counted`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.locator("a[data-call]")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Quick actions" })).toHaveCount(0);
    expect(await page.content()).not.toContain("/api/call");
  });
}

test("the three ad pages are laid out each their own way", async ({ page }) => {
  const orders: string[] = [];
  for (const path of PAGES) {
    await page.goto(path);
    const ids = await page.locator("main > section[id]").evaluateAll((sections) => sections.map((s) => s.id));
    orders.push(ids.join(","));
  }
  expect(new Set(orders).size).toBe(3);
});
