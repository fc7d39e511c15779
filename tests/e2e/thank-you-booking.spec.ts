import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { leadBookingClicksCopy } from "@/content/lead-booking-clicks";
import { bookingOffer, toasts } from "@/content/forms";
import { demoForm } from "@/content/demo-form";
import { intakeForm } from "@/content/intake-form";
import { BOOKING_LEAD_PARAM, verifyBookingToken } from "@/lib/leads/booking-token";
import type { AppServer } from "../support/app-server.mjs";
import { formServedEarlier } from "./form-served";
import { requestDemo } from "./demo-request";
import { E2E_AUTH_SECRET, signInAsOwner } from "./owner";
import { freshStore, serverOn, type Store } from "./own-server";
import { firstPort } from "./ports";

// No one waits for an email to book: each success offers the visitor's own booking link at once, through /book with
// their campaign, counted as a click on the lead just sent; the copy speaks of an email only when one will go.
const run = Date.now().toString(36);
let address = Math.floor(Math.random() * 200);

/** A visitor of their own (an address of their own, so clicks of other tests are other visits), from an ad. */
async function visitor(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${(address++ % 250) + 1}` },
  });
  // The booking widget is another site: answered here, so no request leaves the machine (the tests read the request).
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.fulfill({ contentType: "text/html", body: "<title>Calendar</title>" }),
  );
  return context;
}

const campaignFor = (name: string) => `thanks-${name}-${run}`;
const landing = (path: string, source: string, campaign: string) =>
  `${path}?utm_source=${source}&utm_medium=cpc&utm_campaign=${campaign}`;

/** The link goes to /book with the landing URL's keys and a token naming a lead; the lead's id. */
async function expectOfferOf(link: Locator, source: string, campaign: string): Promise<string> {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("target", "_blank");
  const href = new URL((await link.getAttribute("href"))!, "http://site.test");
  expect(href.pathname).toBe("/book");
  expect(Object.fromEntries(href.searchParams)).toMatchObject({
    utm_source: source,
    utm_medium: "cpc",
    utm_campaign: campaign,
  });
  const leadId = verifyBookingToken(E2E_AUTH_SECRET, href.searchParams.get(BOOKING_LEAD_PARAM));
  expect(leadId).toMatch(/^[0-9a-f-]{36}$/);
  return leadId!;
}

/** Following it opens the booking calendar, in a new tab, with the campaign's keys and not the token. */
async function follow(context: BrowserContext, link: Locator, source: string, campaign: string) {
  // The new tab's request for the calendar ends the journey here (Chromium's headless shell does not route a new
  // tab's redirect to the stand-in below, so what answers it differs by browser).
  const outside = context.waitForEvent(
    "request",
    (r) => r.isNavigationRequest() && new URL(r.url()).hostname !== "127.0.0.1",
  );
  const [calendar] = await Promise.all([context.waitForEvent("page"), link.click()]);
  const request = await outside;
  expect(request.frame().page()).toBe(calendar);
  const booked = new URL(request.url());
  expect(Object.fromEntries(booked.searchParams)).toMatchObject({
    utm_source: source,
    utm_medium: "cpc",
    utm_campaign: campaign,
  });
  expect(booked.searchParams.has(BOOKING_LEAD_PARAM)).toBe(false);
}

/** The owner sees the click on the lead's page (stored once the redirect was sent: waited for). */
async function expectClickOnLead(browser: Browser, leadId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsOwner(page);
  const clicks = page
    .getByRole("region", { name: leadBookingClicksCopy.title })
    .getByRole("listitem")
    .filter({ hasText: leadBookingClicksCopy.clicked });
  await expect(async () => {
    await page.goto(`/settings/leads/${leadId}`);
    await expect(clicks).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(clicks.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await context.close();
}

async function fillIntake(page: Page, email: string) {
  await page
    .getByRole("textbox", { name: intakeForm.businessName.label, exact: true })
    .fill("Evergreen Roofing");
  await page.getByRole("textbox", { name: intakeForm.contactName.label, exact: true }).fill("Jane Smith");
  await page.getByRole("textbox", { name: intakeForm.email.label, exact: true }).fill(email);
  await page.getByRole("checkbox", { name: "Customer service bottlenecks" }).check();
  await page.getByRole("checkbox", { name: "AI voice and chat agents" }).check();
  await page
    .getByRole("textbox", { name: intakeForm.preferredTime.label, exact: true })
    .fill("Weekdays after 2 pm");
  await page.getByRole("checkbox", { name: /I agree to receive appointment updates/ }).check();
  await formServedEarlier(page);
  await page.getByRole("button", { name: intakeForm.submit }).click();
}

type Journey = {
  name: string;
  javaScriptEnabled: boolean;
  source: string;
  /** Where the visitor lands from the ad. */
  land: string;
  /** Sends the form and checks its success; returns the booking link it offers. */
  send: (page: Page) => Promise<Locator>;
};

/** From the ad to the form's success, its booking link followed, and the click on the lead's page in /settings. */
async function journey(browser: Browser, { name, javaScriptEnabled, source, land, send }: Journey) {
  test.setTimeout(60_000);
  const campaign = campaignFor(name);
  const context = await visitor(browser, javaScriptEnabled);
  const page = await context.newPage();
  await page.goto(landing(land, source, campaign));
  const link = await send(page);
  const leadId = await expectOfferOf(link, source, campaign);
  await follow(context, link, source, campaign);
  await context.close();
  await expectClickOnLead(browser, leadId);
}

test("the demo wizard with JavaScript: the thank-you offers the visitor's booking link, and its click shows on the lead", async ({
  browser,
}) => {
  await journey(browser, {
    name: "demo",
    javaScriptEnabled: true,
    source: "google",
    land: "/dental",
    send: async (page) => {
      await requestDemo(page, `demo.${run}@example.com`, true);
      await expect(page.getByRole("heading", { name: demoForm.thankYou.title })).toBeFocused();
      await expect(page.getByText(demoForm.thankYou.text)).toBeVisible();
      // This server sends email (a Resend stand-in), so the thank-you may say the link is in the inbox too.
      await expect(page.getByText(demoForm.thankYou.emailNote)).toBeVisible();
      return page.getByRole("link", { name: demoForm.thankYou.book });
    },
  });
});

test("the intake with JavaScript off: the server's thank-you offers the link with the landing page's campaign", async ({
  browser,
}) => {
  await journey(browser, {
    name: "intake",
    javaScriptEnabled: false,
    source: "facebook",
    // The campaign comes with the landing page and is carried (by cookie) to the intake a page later.
    land: "/roofers",
    send: async (page) => {
      await page.goto("/intake");
      await fillIntake(page, `intake.${run}@example.com`);
      await expect(page.getByRole("heading", { name: intakeForm.thankYou.title })).toBeInViewport();
      await expect(page.getByText(intakeForm.thankYou.nextTitle, { exact: true })).toHaveCount(1);
      await expect(page.getByText(intakeForm.thankYou.emailNote)).toBeVisible();
      return page.getByRole("link", { name: intakeForm.thankYou.book });
    },
  });
});

test("the contact form's success offers the booking link too, tied to the message just sent", async ({
  browser,
}) => {
  await journey(browser, {
    name: "contact",
    javaScriptEnabled: true,
    source: "bing",
    land: "/contact",
    send: async (page) => {
      await formServedEarlier(page);
      await page.getByLabel("Name").fill("Grace Hopper");
      await page.getByLabel("Email").fill(`contact.${run}@example.com`);
      await page.getByLabel("Message").fill("Our calls go to voicemail after 5.");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status").getByText(toasts.contactSent.title)).toBeVisible();
      await expect(page.getByText(bookingOffer.contact.text)).toBeVisible();
      return page.locator("form").getByRole("link", { name: bookingOffer.contact.book });
    },
  });
});

test.describe("in production without an email provider", () => {
  const port = firstPort("thankYouBooking");
  let store: Store;
  let server: AppServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    store = await freshStore();
    server = await serverOn(port, store, { EMAIL_TRANSPORT: "", RESEND_API_KEY: "", TRUST_PROXY: "1" });
  });
  test.afterAll(async () => {
    await server?.stop("SIGKILL");
    await store?.drop();
  });

  test("the thank-you screens offer the link and promise no email", async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await visitor(browser, false);
    const page = await context.newPage();
    await page.goto(`${server.base}${landing("/intake", "google", campaignFor("silent"))}`);
    await fillIntake(page, `silent.${run}@example.com`);
    await expect(page.getByRole("heading", { name: intakeForm.thankYou.title })).toBeInViewport();
    await expect(page.getByRole("link", { name: intakeForm.thankYou.book })).toHaveAttribute(
      "href",
      new RegExp(`^/book\\?utm_source=google&.*&${BOOKING_LEAD_PARAM}=`),
    );
    await expect(page.getByText(intakeForm.thankYou.emailNote)).toHaveCount(0);
    const thanks = page.locator("[data-form-sent]");
    for (const sentence of [
      intakeForm.thankYou.title,
      intakeForm.thankYou.text,
      ...intakeForm.thankYou.next,
    ]) {
      await expect(thanks).toContainText(sentence);
      expect(sentence).not.toMatch(/email|inbox/i);
    }
    await context.close();
  });
});
