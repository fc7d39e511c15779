import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { SESSION_COOKIE, signSession } from "@/lib/auth/session";
import { openDatabase } from "@/lib/db/open";
import { leads } from "@/lib/db/schema";
import { BENCH_SECRET, type AppServer } from "../support/app-server.mjs";
import { ownerArea } from "@/content/owner-area";
import { violationsInBothThemes } from "./axe";
import { freshStore, OWNER, serverOn, type Store } from "./own-server";
import { firstPort } from "./ports";

// Working a lead in a real browser with JavaScript off: finding it by the number a caller gives, calling and writing
// to it, a note and a follow-up for tomorrow; then the server's clock moves a day ahead (a preload in the server's
// Node, tests/support/shift-clock.mjs) and the desk lists the follow-up as due, counted in the navigation.
const port = firstPort("leadRecord");
const base = `http://127.0.0.1:${port}`;
const DAY = 86_400_000;
const SHIFT_CLOCK = `--import=${resolve("tests/support/shift-clock.mjs")}`;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base });

let store: Store;
let server: AppServer;
let leadId = "";

/** Tomorrow's day in the owner's (Pacific) time, as a datetime-local input takes it. */
const pacificDay = (offsetDays: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(
    new Date(Date.now() + offsetDays * DAY),
  );

test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = await freshStore();
  // The lead as the demo form stores it, with a US mobile number in E.164.
  const db = await openDatabase(store.env);
  const [lead] = await db
    .insert(leads)
    .values({
      kind: "demo",
      name: "Grace Hopper",
      email: "grace.record@example.com",
      businessName: "Harbor Dental",
      payload: {
        businessName: "Harbor Dental",
        contactName: "Grace Hopper",
        email: "grace.record@example.com",
        phone: "+15415550101",
        industry: "healthcare",
        challenges: "Missed calls after hours",
        solutions: ["agents"],
      },
      attribution: { utm_source: "google", utm_medium: "cpc", utm_campaign: "dental-spring" },
      submissionId: crypto.randomUUID(),
      createdAt: new Date(Date.now() - 3 * 3_600_000),
    })
    .returning();
  leadId = lead!.id;
  // And one with the longest values a list must wrap: a long address, company and campaign.
  await db.insert(leads).values({
    kind: "contact",
    name: "Maximiliana Wolfeschlegelsteinhausenbergerdorff",
    email: "maximiliana.wolfeschlegelsteinhausenbergerdorff.procurement@very-long-company-domain.example",
    businessName: null,
    payload: { message: "Supercalifragilisticexpialidocious-automation-request ".repeat(8) },
    attribution: {
      utm_source: "newsletter-partner-network-with-a-very-long-name",
      utm_medium: "email",
      utm_campaign: "black-friday-cyber-monday-extended-weekend-special-offer-2026",
      landing_page: `/services?${"x".repeat(300)}`,
    },
    submissionId: crypto.randomUUID(),
  });
  await db.close();
  server = await serverOn(port, store, {}, { nodeArgs: [SHIFT_CLOCK] });
});

test.afterAll(async () => {
  await server?.stop();
  await store?.drop();
});

/** A browser signed in as the owner, as the server's clock reads the time (`shiftMs` ahead of this machine's). */
async function ownerPage(browser: Browser, javaScriptEnabled: boolean, shiftMs = 0): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: base });
  const value = await signSession(OWNER.email, BENCH_SECRET, Date.now() + shiftMs, OWNER.password);
  await context.addCookies([{ name: SESSION_COOKIE, value, url: base, httpOnly: true, sameSite: "Lax" }]);
  return context.newPage();
}

test("without JavaScript: found by a number typed as a caller says it, then called, written to, noted, followed up", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await ownerPage(browser, false);
  await page.goto("/settings/leads");
  const search = page.getByRole("search", { name: "Find and sort leads" });
  await search.getByLabel("Search").fill("(541) 555-0101");
  await search.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]q=%28541%29\+555-0101/);
  const rows = page.locator("tr[data-lead]");
  await expect(rows).toHaveCount(1);
  // The download is the list's leads: the search travels with it.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  expect(csv).toContain("Grace Hopper");
  expect(csv).not.toContain("Maximiliana");
  await rows.getByRole("link", { name: "View lead from Grace Hopper" }).click();
  await expect(page).toHaveURL(`${base}/settings/leads/${leadId}`);

  // Called in the national format, dialled in full; written to at the address.
  const call = page.getByRole("link", { name: "Call Grace Hopper at (541) 555-0101" });
  await expect(call).toHaveAttribute("href", "tel:+15415550101");
  await expect(call).toHaveText("(541) 555-0101");
  // And so under what they sent.
  const sent = page
    .locator("#submission dl > div")
    .filter({ has: page.locator("dt", { hasText: "Mobile phone" }) });
  await expect(sent.locator("dd")).toHaveText("(541) 555-0101");
  await expect(
    page.getByRole("link", { name: "Write to Grace Hopper at grace.record@example.com" }),
  ).toHaveAttribute("href", "mailto:grace.record@example.com");

  // The status, set where the owner is: its answer takes focus there.
  await page.getByLabel("Status of the lead from Grace Hopper").selectOption("contacted");
  await page.getByRole("button", { name: "Set status" }).click();
  await expect(page.getByText("Grace Hopper is now Contacted.")).toBeFocused();

  // An empty note is refused beside the field, which takes focus; nothing is added.
  const timeline = page.getByRole("list", { name: "Status changes and notes, oldest first" });
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Write the note first: it is empty.").first()).toBeVisible();
  await expect(page.getByLabel("Add a note")).toBeFocused();
  await expect(timeline.locator("[data-note]")).toHaveCount(0);

  // A note: in the timeline with its time and author; the confirmation takes focus, in view where the owner acted.
  await page.getByLabel("Add a note").fill("Called back: wants a quote for two chairs.\nSend it Monday.");
  await page.getByRole("button", { name: "Add note" }).click();
  const added = page.getByRole("status").filter({ hasText: "Note added" });
  await expect(added).toBeFocused();
  await expect(added).toBeInViewport();
  await expect(timeline.locator("[data-note]")).toHaveCount(1);
  await expect(timeline.locator("[data-note]")).toContainText("Note by owner@example.com");
  await expect(timeline.locator("[data-note]")).toContainText("wants a quote for two chairs.");
  await expect(page.getByLabel("Add a note")).toHaveValue("");

  // A day before today is refused beside the field; tomorrow at 9:00 is kept.
  const when = page.getByLabel("Follow up on");
  await when.fill(`${pacificDay(-2)}T09:00`);
  await page.getByRole("button", { name: "Save follow-up" }).click();
  await expect(page.locator("#follow-up-at-error")).toHaveText("Pick today or a later day.");
  await expect(page.getByText("No follow-up set.")).toBeVisible();
  const tomorrow = pacificDay(1);
  await page.getByLabel("Follow up on").fill(`${tomorrow}T09:00`);
  await page.getByRole("button", { name: "Save follow-up" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Follow-up saved" });
  await expect(saved).toBeFocused();
  await expect(saved).toBeInViewport();
  await expect(page.locator("[data-follow-up]")).toHaveAttribute("data-follow-up", `${tomorrow}T09:00`);
  await expect(page.getByLabel("Follow up on")).toHaveValue(`${tomorrow}T09:00`);

  // Today's desk: nothing due yet; the lead is in progress with its last action (the note) and next follow-up.
  await page.goto("/settings");
  await expect(page.getByText("No follow-up is due today.")).toBeVisible();
  const item = page.locator(`[data-desk-lead="${leadId}"]`);
  await expect(item.locator("[data-last-action]")).toContainText(/Note \d+\s?s ago: Called back/);
  await expect(item).toContainText("Next follow-up");
  await expect(item).not.toContainText("reply promised");
  await expect(page.getByRole("navigation", { name: "Owner area sections" })).not.toContainText(
    "follow-up due",
  );
  await page.context().close();
});

test("with JavaScript: a note and a follow-up are saved in place, with a toast and no reload", async ({
  browser,
}) => {
  const page = await ownerPage(browser, true);
  await page.goto(`/settings/leads/${leadId}`);
  const timeline = page.getByRole("list", { name: "Status changes and notes, oldest first" });
  await expect(timeline.locator("[data-note]")).toHaveCount(1);
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));
  await page.getByLabel("Add a note").fill("Quote sent.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("Note added")).toBeVisible();
  await expect(timeline.locator("[data-note]")).toHaveCount(2);
  await expect(timeline.locator("[data-note]").last()).toContainText("Quote sent.");
  await expect(page.getByLabel("Add a note")).toHaveValue("");
  // Cleared, then set again as it was, for the next day's desk.
  await page.getByRole("button", { name: "Clear follow-up" }).click();
  await expect(page.getByText("No follow-up set.")).toBeVisible();
  await page.getByLabel("Follow up on").fill(`${pacificDay(1)}T09:00`);
  await page.getByRole("button", { name: "Save follow-up" }).click();
  await expect(page.locator("[data-follow-up]")).toHaveAttribute("data-follow-up", `${pacificDay(1)}T09:00`);
  await expect(page.locator("html")).toHaveAttribute("data-same-document", "");
  await page.context().close();
});

test("the lead's page, the desk and the leads list have no accessibility violations in either theme", async ({
  browser,
}) => {
  test.slow();
  const page = await ownerPage(browser, true);
  await page.goto(`/settings/leads/${leadId}`);
  expect(await violationsInBothThemes(page, { anyImpact: true })).toEqual({ light: [], dark: [] });
  await page.context().close();
  // The desk with a New lead and one in progress with its last action and next follow-up.
  const desk = await ownerPage(browser, true);
  await desk.goto("/settings");
  await expect(desk.locator(`[data-desk-lead="${leadId}"]`)).toBeVisible();
  expect(await violationsInBothThemes(desk, { anyImpact: true })).toEqual({ light: [], dark: [] });
  await desk.context().close();
  const list = await ownerPage(browser, true);
  await list.goto("/settings/leads?q=grace");
  await expect(list.locator("tr[data-lead]")).toHaveCount(1);
  expect(await violationsInBothThemes(list, { anyImpact: true })).toEqual({ light: [], dark: [] });
  await list.context().close();
});

/** How far the page runs past the window, and every table region that would have to scroll sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    regions: [...document.querySelectorAll<HTMLElement>("[role=region]:has(table)")]
      .filter((region) => region.scrollWidth > region.clientWidth + 1)
      .map((region) => region.getAttribute("aria-label")),
    // Text running past the page's margin, though the page itself does not scroll (a long name in a flex row).
    past: [...document.querySelectorAll<HTMLElement>("main a, main p, main h1, main h2, main li, main td")]
      .filter((element) => {
        const main = document.querySelector("main")!;
        const edge = main.getBoundingClientRect().right - parseFloat(getComputedStyle(main).paddingRight);
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.right > edge + 1;
      })
      .map((element) => element.textContent?.slice(0, 40)),
  }));

test("every owner page fits a 1440 px screen and a 390 px phone without scrolling sideways", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await ownerPage(browser, true);
  const pages = [...ownerArea.sections.map((section) => section.href), `/settings/leads/${leadId}`];
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const href of pages) {
      await page.goto(href);
      expect(await overflow(page), `${href} at ${width} px`).toEqual({ page: 0, regions: [], past: [] });
    }
  }
  // On a phone the leads are cards as wide as the list, each field led by its column's name (the header row is for
  // screen readers only).
  await page.goto("/settings/leads");
  const card = page.locator("tr[data-lead]").first();
  expect((await card.boundingBox())!.width).toBeGreaterThan(300);
  expect((await page.locator("#leads thead").boundingBox())!.width).toBeLessThanOrEqual(1);
  await page.context().close();
});

test("the next day (the server's clock a day ahead): the desk lists the follow-up as due and the navigation counts it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  await server.stop();
  server = await serverOn(port, store, { E2E_CLOCK_OFFSET_MS: String(DAY) }, { nodeArgs: [SHIFT_CLOCK] });
  const page = await ownerPage(browser, false, DAY);
  await page.goto("/settings");
  const due = page.getByRole("list", { name: "Follow-ups due" });
  await expect(due.locator(`[data-desk-lead="${leadId}"]`)).toContainText("Follow-up due");
  await expect(due.locator(`[data-desk-lead="${leadId}"]`)).toContainText("9:00");
  const nav = page.getByRole("navigation", { name: "Owner area sections" });
  await expect(nav.getByRole("link", { name: /1 follow-up due/ }).first()).toBeAttached();
  await page.context().close();
});
