import { expect, test } from "@playwright/test";
import { publicPageList } from "@/content/pages";

const knownH1: Record<string, string> = {
  "/": "Systems That Work and Scale",
  "/landing": "The AI Growth Engine for Modern Businesses",
  "/demo-bot": "Never Miss a Call, Lead, or Client Again",
};

for (const { path } of publicPageList) {
  test(`${path} answers 200 with one h1 and no console errors`, async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (msg) => msg.type() === "error" && problems.push(msg.text()));
    page.on("pageerror", (err) => problems.push(err.message));
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const h1 = page.locator("h1");
    await expect(h1).toHaveCount(1);
    await expect(h1).toBeVisible();
    if (knownH1[path]) await expect(h1).toHaveText(knownH1[path]);
    else expect((await h1.innerText()).trim().length).toBeGreaterThan(3);
    await expect(page).toHaveTitle(/Cascade Scale Systems|\w/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      new RegExp(`${path === "/" ? "/?" : path}$`),
    );
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
    // Without a GA4 id configured there is no analytics script at all.
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  });
}

test("unknown paths show the 404 page with status 404", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (msg) => messages.push(msg.text()));
  const response = await page.goto("/no-such-page/deep?x=1");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  const home = page.getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", "/");
  await expect.poll(() => messages.some((m) => m.includes("/no-such-page/deep"))).toBe(true);
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

for (const from of ["/aep-founders", "/marketing-agencies"]) {
  test(`${from} redirects to /services with 308 and keeps the query`, async ({ request }) => {
    const response = await request.get(`${from}?utm_source=fb&ref=abc`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toMatch(/\/services\?utm_source=fb&ref=abc$/);
  });
}

const oddQueries = [
  `?q=${"a".repeat(8000)}`,
  "?utm_source=%F0%9F%9A%80%20%D8%B9%D8%B1%D8%A8%D9%8A",
  "?utm_source=%00&ref=%00%0d%0aSet-Cookie:%20x=1",
  "?utm_source=a&utm_source=b&utm_source=c",
  "?%E0%A4%A=bad-encoding&utm_medium=%",
  "?__proto__[x]=1&constructor[prototype][y]=2",
];

for (const query of oddQueries) {
  test(`odd query ${query.slice(0, 40)} still renders`, async ({ request }) => {
    for (const path of ["/", "/services", "/no-such-page"]) {
      const response = await request.get(path + query, { maxRedirects: 0 });
      expect(response.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
      expect(response.headers()["set-cookie"] ?? "").not.toMatch(/^x=1/m);
    }
  });
}

test("sitemap lists public pages only and robots hides the owner area", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const { path } of publicPageList) expect(sitemap).toContain(`${path === "/" ? "" : path}</loc>`);
  expect(sitemap.match(/<loc>/g)).toHaveLength(publicPageList.length);
  expect(sitemap).not.toMatch(/settings|login|\/book</);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Disallow: \/settings/);
  expect(robots).toMatch(/Disallow: \/login/);
  expect(robots).toMatch(/Disallow: \/book\$/);
});

test("home carries Organization JSON-LD, without the example address and email", async ({ page }) => {
  await page.goto("/");
  const json = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  );
  expect(json["@type"]).toBe("Organization");
  expect(json.name).toBe("Cascade Scale Systems");
  // content/company.ts ships them as examples: search engines would show them as the company's.
  expect(json.address).toBeUndefined();
  expect(json.email).toBeUndefined();
});
