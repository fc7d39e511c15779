import { expect, test } from "@playwright/test";
import { publicPageList } from "@/content/pages";

const routes = [
  ...publicPageList.map((p) => p.path),
  "/no-such-page",
  "/book",
  "/sitemap.xml",
  "/robots.txt",
  "/login",
  "/settings",
];

for (const path of routes) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const h = response.headers();
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(h["x-powered-by"]).toBeUndefined();
    const csp = h["content-security-policy"] ?? "";
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    // No analytics configured in this build: no Google host is allowed anywhere.
    expect(csp).not.toContain("google");
    expect(h["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
}

test("pages render under the policy without violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => /Content Security Policy/i.test(msg.text()) && violations.push(msg.text()));
  for (const path of ["/", "/contact", "/book-a-demo", "/intake"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
});

test("health check reports the database and the outbox backlog", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  const body = await response.json();
  expect(body).toMatchObject({ status: "ok", database: "reachable" });
  expect(typeof body.outbox.pending).toBe("number");
});

test("the outbox cron endpoint refuses requests without the secret", async ({ request }) => {
  const response = await request.post("/api/outbox", { headers: { authorization: "Bearer wrong" } });
  expect([401, 503]).toContain(response.status());
  expect(response.status()).not.toBe(500);
});
