import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
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

const NAME = "Harbor Light Automation";

test("the company name as published reaches the header, footer, titles and legal pages, all still static", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  for (const path of ["/privacy", "/terms", "/about"]) expect((await visit(path)).html).not.toContain(NAME);
  await publishCompany(page, { "Company name as shown": NAME });
  await expect.poll(async () => (await visit("/privacy")).html.includes(NAME), { timeout: 5_000 }).toBe(true);
  for (const path of ["/privacy", "/terms", "/about"]) {
    await page.goto(`${server.base}${path}`);
    // The wordmark sets the last word under the rest.
    await expect(page.getByRole("banner").getByRole("link").first()).toContainText("Harbor Light");
    await expect(page.getByRole("contentinfo")).toContainText(`${NAME} | Profit for People`);
    await expect(page).toHaveTitle(new RegExp(`\\| ${NAME}$`));
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", NAME);
    await expect(page.getByRole("banner")).not.toContainText("Cascade Scale");
    await expect(page.getByRole("contentinfo")).not.toContainText("Cascade Scale");
    // Rendered once after the publish, then served from the cache: the page stays pre-rendered.
    const again = await visit(path);
    expect(again.cache).toBe("HIT");
    expect(again.response.headers.get("x-nextjs-prerender")).toBeTruthy();
  }
  await page.goto(`${server.base}/terms`);
  await expect(page.getByRole("main")).toContainText(`agreement between you and ${NAME}`);
  await expect(page.getByRole("main")).toContainText(`Program name: ${NAME} Updates`);
  await page.goto(`${server.base}/privacy`);
  await expect(page.getByRole("main")).toContainText(`${NAME} ("we", "us")`);
  await page.goto(`${server.base}/about`);
  await expect(page.getByRole("main")).toContainText(`${NAME} was founded in`);
  await expect(page.getByRole("main")).toContainText(`Co-Founders, ${NAME}`);
  // The owner area's own header too.
  await page.goto(`${server.base}/settings/site`);
  await expect(page.getByRole("banner")).toContainText("Harbor Light");
});

/** A photo whose noise no encoder can shrink: well over the 1 MB every other form is held to. */
const noisyPhoto = () =>
  sharp(randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();

test("a new founder's photo goes in the same post as the founder; a refused one saves nothing", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const add = () => page.locator("form").filter({ has: page.getByRole("button", { name: "Add a founder" }) });
  const fill = async () => {
    await add().getByLabel("Name", { exact: true }).fill("Ana Ruiz");
    await add().getByLabel("Role").fill("COO");
    await add().getByLabel("Bio").fill("Ran operations at a 600-person company for ten years.");
  };
  const versions = async () => page.locator("#history [data-version]").count();
  const count = await versions();
  // Refused: an SVG. The reason is beside the photo, the typed fields are kept, nothing is published.
  await fill();
  await add().getByLabel("Photo (JPEG, PNG or WebP, up to 5 MB)").setInputFiles({
    name: "ana.png",
    mimeType: "image/png",
    buffer: SVG,
  });
  await add().getByRole("button", { name: "Add a founder" }).click();
  await expect(add().getByRole("alert")).toContainText("Nothing was saved");
  await expect(add().locator("#founder-new-photo-error")).toContainText("Not a JPEG, PNG or WebP");
  await expect(add().getByLabel("Name", { exact: true })).toHaveValue("Ana Ruiz");
  await page.goto(`${server.base}/settings/site`);
  expect(await versions()).toBe(count);
  expect((await visit("/about")).html).not.toContain("Ana Ruiz");

  // Accepted: a photo over 1 MB, in the same post as the founder.
  const photo = await noisyPhoto();
  expect(photo.byteLength).toBeGreaterThan(1024 * 1024);
  await fill();
  await add().getByLabel("Photo (JPEG, PNG or WebP, up to 5 MB)").setInputFiles({
    name: "ana.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await add().getByRole("button", { name: "Add a founder" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await expect
    .poll(async () => (await visit("/about")).html.includes("Ana Ruiz"), { timeout: 5_000 })
    .toBe(true);
  await page.goto(`${server.base}/about`);
  const portrait = page.locator("#founders img").first();
  await expect(portrait).toHaveAttribute("src", /^\/site-images\/[a-f0-9]{32}\.webp$/);
  await expect(portrait).toHaveAttribute("width", "320");
});

test("client logos: added with their picture and link, shown on the home page, deleted again", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  expect((await visit("/")).html).not.toContain("data-client-logo");
  const logos = page.locator("#fact-logos");
  const add = () => logos.locator("form").filter({ has: page.getByRole("button", { name: "Add a logo" }) });
  // Every wrong part named beside it, nothing published.
  await add().getByLabel("Link (https, optional)").fill("http://ridge.example.com");
  await add().getByRole("button", { name: "Add a logo" }).click();
  await expect(add().locator("#logo-new-name-error")).toContainText("Required");
  await expect(add().locator("#logo-new-url-error")).toContainText("https://");
  await expect(add().locator("#logo-new-image-error")).toContainText("Choose a picture first");

  await add().getByLabel("Client’s name").fill("Ridge Roofing");
  await add().getByLabel("Link (https, optional)").fill("https://ridge.example.com");
  await add()
    .getByLabel("Logo (JPEG, PNG or WebP, up to 5 MB)")
    .setInputFiles({
      name: "ridge.png",
      mimeType: "image/png",
      buffer: await picture(1200, 300, "png"),
    });
  await add().getByRole("button", { name: "Add a logo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await expect
    .poll(async () => (await visit("/")).html.includes("data-client-logo"), { timeout: 5_000 })
    .toBe(true);
  await page.goto(`${server.base}/`);
  const shown = page.getByRole("list", { name: "Client logos" }).getByRole("img", { name: "Ridge Roofing" });
  await expect(shown).toHaveAttribute("src", /^\/site-images\/[a-f0-9]{32}\.webp$/);
  await expect(shown).toHaveAttribute("width", "400");
  await expect(shown).toHaveAttribute("height", "100");
  await expect(page.getByRole("link", { name: "Ridge Roofing" })).toHaveAttribute(
    "href",
    "https://ridge.example.com",
  );
  const home = await visit("/");
  expect(home.cache).toBe("HIT");
  const src = (await shown.getAttribute("src"))!;
  expect((await fetch(server.base + src)).status).toBe(200);

  await page.goto(`${server.base}/settings/site`);
  await logos.getByRole("button", { name: "Delete: Ridge Roofing" }).click();
  await expect(logos.getByText("No client logos")).toBeVisible();
  // Said above the list: the deleted logo's row, where its button was, is gone from the page that answers.
  await expect(logos.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await expect
    .poll(async () => (await visit("/")).html.includes("data-client-logo"), { timeout: 5_000 })
    .toBe(false);
  // Its picture is erased with it.
  expect((await fetch(server.base + src)).status).toBe(404);
});

test("with JavaScript, a logo's picture over 1 MB goes with its fields to the server action", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await signIn(page);
  const add = page
    .locator("#fact-logos form")
    .filter({ has: page.getByRole("button", { name: "Add a logo" }) });
  await add.getByLabel("Client’s name").fill("Bend Dental");
  await add.getByLabel("Logo (JPEG, PNG or WebP, up to 5 MB)").setInputFiles({
    name: "bend.jpg",
    mimeType: "image/jpeg",
    buffer: await noisyPhoto(),
  });
  await add.getByRole("button", { name: "Add a logo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" }).first()).toBeVisible();
  await expect
    .poll(async () => (await visit("/")).html.includes("Bend Dental"), { timeout: 5_000 })
    .toBe(true);
  // Over 5 MB: refused in the browser, beside the field, before anything is sent.
  const big = Buffer.alloc(6 * 1024 * 1024);
  big.set(await picture(100, 100));
  await add.getByLabel("Client’s name").fill("Too Big Co");
  await add.getByLabel("Logo (JPEG, PNG or WebP, up to 5 MB)").setInputFiles({
    name: "big.jpg",
    mimeType: "image/jpeg",
    buffer: big,
  });
  await add.getByRole("button", { name: "Add a logo" }).click();
  await expect(add.locator("#logo-new-image-error")).toContainText("larger than 5 MB");
  await context.close();
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
  await expect(page.getByRole("main").getByText("Preview Works Co")).toBeVisible();
  // The header and footer of the owner's preview show the unpublished name too.
  await expect(page.getByRole("contentinfo")).toContainText("Preview Works Co");
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
