import { expect, test, type Page } from "@playwright/test";
import { SESSION_COOKIE, signSession } from "@/lib/auth/session";
import { BENCH_SECRET, type AppServer } from "../support/app-server.mjs";
import { freshStore, OWNER, serverOn, type Store } from "./own-server";
import { firstPort } from "./ports";
import { copyOfBuild } from "./site-copy";
import { picture, pngClaiming, SVG } from "../support/images";
import { inlineScriptHashes } from "@/lib/csp/inline-scripts.mjs";

/**
 * The owner edits the site's facts in /settings/site with JavaScript off; publishing puts them on the pre-rendered
 * pages within seconds, the pages still served from the cache; a restore brings the older facts back.
 */
test.describe.configure({ mode: "serial" });

const port = firstPort("siteEditor");
let store: Store;
let server: AppServer;
let build: ReturnType<typeof copyOfBuild>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  build = copyOfBuild();
  store = await freshStore();
  server = await serverOn(port, store, {}, { projectDir: build.dir });
});

test.afterAll(async () => {
  await server?.stop();
  await store?.drop();
  if (!process.env.E2E_KEEP_BUILD) build?.remove();
});

test.use({ javaScriptEnabled: false });

async function signIn(page: Page) {
  const value = await signSession(OWNER.email, BENCH_SECRET, Date.now(), OWNER.password);
  await page
    .context()
    .addCookies([{ name: SESSION_COOKIE, value, url: server.base, httpOnly: true, sameSite: "Lax" }]);
  await page.goto(`${server.base}/settings/site`);
  await expect(page.getByRole("heading", { level: 1, name: "Site" })).toBeVisible();
}

const company = (page: Page) => page.locator("#company");

async function publishCompany(page: Page, fields: Record<string, string>) {
  await page.goto(`${server.base}/settings/site`);
  for (const [label, value] of Object.entries(fields)) await company(page).getByLabel(label).fill(value);
  await company(page).getByRole("button", { name: "Publish" }).click();
  await expect(company(page).getByRole("status")).toContainText("Published");
}

/** A public page as a visitor's browser gets it, with the cache headers. */
async function visit(path: string) {
  const response = await fetch(server.base + path);
  return { html: await response.text(), cache: response.headers.get("x-nextjs-cache"), response };
}

const QUOTE = "Our front desk stopped drowning in reschedules within a week of going live.";

test("publishing the demo line, the business phone and a dental testimonial updates the static pages", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  // Before: examples everywhere, marked so.
  const before = await visit("/dental");
  expect(before.html).toContain("tel:+15035550142");
  expect(before.html).toContain("Dr. Aaron Feld");

  await publishCompany(page, { "Demo line": "(541) 754-3010" });
  await publishCompany(page, {
    "Demo line": "(503) 867-5309",
    "Business phone (for calls)": "(971) 222-3344",
  });

  // A dental testimonial.
  const add = page.locator("form").filter({ has: page.getByRole("button", { name: "Add a testimonial" }) });
  await add.getByLabel("Client’s name").fill("Dr. Lena Ortiz");
  await add.getByLabel("Role").fill("Practice owner");
  await add.getByLabel("Company").fill("Bend Family Dental");
  await add.getByLabel("Quote").fill(QUOTE);
  await add.getByLabel("Dental (/dental)").check();
  await add.getByRole("button", { name: "Add a testimonial" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  // Its photo, through the upload form (a plain multipart post).
  await page.goto(`${server.base}/settings/site`);
  const panel = page
    .locator("#fact-testimonials > div > div")
    .filter({ hasText: "Bend Family Dental" })
    .first();
  await panel.getByLabel("Photo (JPEG, PNG or WebP, up to 5 MB)").setInputFiles({
    name: "lena.jpg",
    mimeType: "image/jpeg",
    buffer: await picture(900, 1200),
  });
  await panel.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photo published." })).toBeVisible();
  const published = Date.now();

  // Within 5 seconds /dental shows the quote and the new numbers, the examples' marks gone.
  await expect.poll(async () => (await visit("/dental")).html.includes(QUOTE), { timeout: 5_000 }).toBe(true);
  expect(Date.now() - published).toBeLessThan(5_000);
  const dental = await visit("/dental");
  expect(dental.html).toContain("tel:+15038675309");
  expect(dental.html).not.toContain("tel:+15035550142");
  expect(dental.html).not.toContain("Dr. Aaron Feld");
  await page.goto(`${server.base}/dental`);
  const proof = page.locator("#results");
  await expect(proof.getByText("Dr. Lena Ortiz")).toBeVisible();
  // The photo: from our origin, its size set (no layout shift), cached for good.
  const photo = proof.locator("figure img");
  await expect(photo).toHaveAttribute("width", "320");
  await expect(photo).toHaveAttribute("height", "320");
  const src = (await photo.getAttribute("src"))!;
  expect(src).toMatch(/^\/site-images\/[a-f0-9]{32}\.webp$/);
  const image = await fetch(server.base + src);
  expect(image.headers.get("content-type")).toBe("image/webp");
  expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
  // The demo line and the testimonial are the owner's now: no Example mark on them (the numbers still are).
  await expect(proof.locator("figure [data-example]")).toHaveCount(0);
  await expect(proof.getByRole("link", { name: "(503) 867-5309" })).toHaveAttribute(
    "href",
    "tel:+15038675309",
  );
  // Still served from the pre-rendered cache, and its policy allows the regenerated page's own inline scripts.
  expect(dental.cache).toBe("HIT");
  const policy = dental.response.headers.get("content-security-policy") ?? "";
  for (const hash of inlineScriptHashes(dental.html)) expect(policy).toContain(hash);
  expect(dental.response.headers.get("x-nextjs-prerender")).toBeTruthy();

  // /roofers: not another trade's quote, and no testimonial block at all.
  const roofers = await visit("/roofers");
  expect(roofers.html).not.toContain(QUOTE);
  expect(roofers.html).not.toContain("<figure");
  expect(roofers.html).toContain("tel:+15038675309");

  // The business phone on /contact.
  await expect.poll(async () => (await visit("/contact")).html.includes("tel:+19712223344")).toBe(true);
});

test("hostile uploads are refused with a message, change nothing, and the site keeps answering", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const panel = () =>
    page.locator("#fact-testimonials > div > div").filter({ hasText: "Bend Family Dental" }).first();
  const before = (await visit("/dental")).html.match(/site-images\/[a-f0-9]+\.webp/)?.[0];
  expect(before).toBeTruthy();
  const big = Buffer.alloc(40 * 1024 * 1024);
  big.set(await picture(100, 100));
  for (const [file, message] of [
    [{ name: "huge.jpg", mimeType: "image/jpeg", buffer: big }, "larger than 5 MB"],
    [{ name: "logo.png", mimeType: "image/png", buffer: SVG }, "Not a JPEG, PNG or WebP"],
    [{ name: "bomb.png", mimeType: "image/png", buffer: pngClaiming(50_000, 50_000) }, "too large in pixels"],
  ] as const) {
    await page.goto(`${server.base}/settings/site`);
    await panel().getByLabel("Photo (JPEG, PNG or WebP, up to 5 MB)").setInputFiles(file);
    await panel().getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    const home = await fetch(`${server.base}/`);
    expect(home.status).toBe(200);
  }
  expect((await visit("/dental")).html.match(/site-images\/[a-f0-9]+\.webp/)?.[0]).toBe(before);
});

test("the launch checklist clears row by row and links each row to its field", async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.base}/settings`);
  const facts = page.getByRole("region", { name: "Example company facts" });
  await expect(facts.locator('[data-fact="demoPhone"]')).toHaveCount(0);
  await expect(facts.locator('[data-fact^="testimonials"]')).toHaveCount(0);
  const email = facts.locator('[data-fact="email"]');
  await expect(email.getByRole("link")).toHaveAttribute("href", "/settings/site#fact-email");
  await email.getByRole("link").click();
  await expect(page.locator("#fact-email")).toBeVisible();
});

test("an invalid field says why beside it, and nothing is published", async ({ page }) => {
  await signIn(page);
  const versions = async () => page.locator("#history [data-version]").count();
  const count = await versions();
  await company(page).getByLabel("Business phone (for calls)").fill("12");
  await company(page).getByLabel("Booking calendar (https)").fill("http://calendar.example.com");
  await company(page).getByRole("button", { name: "Publish" }).click();
  await expect(company(page).getByRole("alert")).toContainText("Nothing was saved");
  await expect(company(page).locator("#fact-businessPhone-error")).toContainText(
    "Not a number anyone can call",
  );
  await expect(company(page).locator("#fact-bookingUrl-error")).toContainText("https://");
  await expect(company(page).getByLabel("Business phone (for calls)")).toHaveValue("12");
  await page.goto(`${server.base}/settings/site`);
  expect(await versions()).toBe(count);
  expect((await visit("/contact")).html).toContain("tel:+19712223344");
});

test("a preview shows the unpublished change to the owner only", async ({ page }) => {
  await signIn(page);
  await company(page).getByLabel("Company name as shown").fill("Preview Works Co");
  await company(page).getByRole("button", { name: "Preview" }).click();
  await expect(company(page).getByRole("status")).toContainText("Preview on");
  await page.goto(`${server.base}/contact`);
  await expect(page.getByText("Preview Works Co")).toBeVisible();
  // A visitor (no session, even with the draft-mode cookie copied) sees what is published.
  expect((await visit("/contact")).html).not.toContain("Preview Works Co");
  const bypass = (await page.context().cookies()).find((c) => c.name === "__prerender_bypass");
  expect(bypass).toBeTruthy();
  const copied = await fetch(`${server.base}/contact`, {
    headers: { cookie: `__prerender_bypass=${bypass!.value}` },
  });
  expect(await copied.text()).not.toContain("Preview Works Co");
  await page.goto(`${server.base}/settings/site`);
  await page.getByRole("button", { name: "Exit preview" }).click();
  await page.goto(`${server.base}/contact`);
  await expect(page.getByText("Preview Works Co")).toHaveCount(0);
});

test("restoring an earlier version publishes it again", async ({ page }) => {
  await signIn(page);
  const first = page.locator('#history [data-version="1"]');
  await first.getByRole("button", { name: /Restore this version/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Restored" })).toBeVisible();
  await expect
    .poll(async () => (await visit("/dental")).html.includes("tel:+15417543010"), { timeout: 5_000 })
    .toBe(true);
  const dental = await visit("/dental");
  expect(dental.html).not.toContain(QUOTE);
  // Version 1 had no testimonials of the owner's: the examples (marked) are back.
  expect(dental.html).toContain("Dr. Aaron Feld");
  await page.goto(`${server.base}/settings/site`);
  await expect(page.locator("#history [data-version]").first()).toContainText("restored version 1");
});
