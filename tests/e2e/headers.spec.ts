import { expect, test, type APIResponse } from "@playwright/test";
import { publicPageList } from "@/content/pages";
import { hashSource, isExecutable, onlyPolicy, scriptSources, scriptsIn } from "./csp";
import { E2E_CRON_SECRET, signInAsOwner } from "./owner";

// Unknown paths, in the owner area too, are answered with the pre-rendered not-found page, under its hashes.
const prerendered = [...publicPageList.map((p) => p.path), "/no-such-page", "/settings/no-such-page"];
const otherRoutes = [
  "/book",
  "/sitemap.xml",
  "/robots.txt",
  "/icon.svg",
  "/api/health",
  "/login",
  "/settings",
  "/settings/leads.csv",
];

/** What every response carries; returns its one Content-Security-Policy. */
function expectSecurityHeaders(response: APIResponse): string {
  const h = response.headers();
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(h["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(h["x-powered-by"]).toBeUndefined();
  const policy = onlyPolicy(response);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("default-src 'none'");
  // No analytics or Turnstile configured in this build: no third-party host is allowed anywhere.
  expect(policy).not.toMatch(/google|cloudflare/);
  return policy;
}

for (const path of prerendered) {
  test(`${path}: strict CSP whose hashes cover every inline script served`, async ({ page, request }) => {
    const response = await request.get(path);
    const scripts = scriptSources(expectSecurityHeaders(response));
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts.some((s) => s.startsWith("'nonce-"))).toBe(false);
    const inline = (await scriptsIn(page, await response.text())).filter((s) => !s.src && isExecutable(s));
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) expect(scripts, script.text.slice(0, 80)).toContain(hashSource(script.text));
  });
}

for (const path of otherRoutes) {
  test(`${path}: security headers and exactly one CSP`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBeLessThan(500);
    expectSecurityHeaders(response);
  });
}

test("owner pages: a fresh nonce per request, carried by every script Next renders", async ({ page }) => {
  const nonces = new Set<string>();
  const check = async (path: string) => {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"]).toContain("no-store");
    const scripts = scriptSources(expectSecurityHeaders(response));
    const nonce = scripts.find((s) => s.startsWith("'nonce-"))?.slice(7, -1) ?? "";
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    expect(scripts).toContain("'strict-dynamic'");
    nonces.add(nonce);
    const served = (await scriptsIn(page, await response.text())).filter(isExecutable);
    expect(served.length).toBeGreaterThan(0);
    // The root layout's theme script is not nonced (the layout is static); its hash covers it.
    for (const script of served) {
      if (script.src || script.nonce)
        expect(script.nonce, script.src ?? script.text.slice(0, 80)).toBe(nonce);
      else expect(scripts, script.text.slice(0, 80)).toContain(hashSource(script.text));
    }
  };
  await check("/login");
  await check("/login");
  await signInAsOwner(page);
  await check("/settings");
  await check("/settings");
  expect(nonces.size).toBe(4);

  const csv = await page.request.get("/settings/leads.csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["cache-control"]).toContain("no-store");
  expectSecurityHeaders(csv);
});

test("a form post to a pre-rendered page is rendered for it, so it gets a nonce", async ({
  page,
  request,
}) => {
  const response = await request.post("/contact", { form: { name: "x" } });
  const scripts = scriptSources(expectSecurityHeaders(response));
  const nonce = scripts.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce).toBeTruthy();
  const served = (await scriptsIn(page, await response.text())).filter((s) => s.src);
  for (const script of served) expect(script.nonce).toBe(nonce);
});

test("cookies are HttpOnly, SameSite=Lax, and Secure with the __Host- prefix exactly when the visitor is on HTTPS", async ({
  playwright,
}) => {
  for (const https of [false, true]) {
    // A fresh cookie jar each time, so every cookie is set again.
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const response = await request.get("/contact?utm_source=newsletter", {
      headers: https ? { "x-forwarded-proto": "https" } : {},
    });
    const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie");
    const prefix = https ? "__Host-" : "";
    expect(cookies.map((c) => c.value.split("=")[0])).toEqual(
      expect.arrayContaining([`${prefix}booking_params`, `${prefix}form_t`, `${prefix}first_touch`]),
    );
    for (const { value } of cookies) {
      expect(value).toMatch(/; HttpOnly/i);
      expect(value).toMatch(/; SameSite=lax/i);
      expect(/; Secure/i.test(value), value).toBe(https);
      if (https) {
        // What the prefix demands: Path=/ and no Domain.
        expect(value).toMatch(/; Path=\//i);
        expect(value).not.toMatch(/; Domain=/i);
      }
    }
    await request.dispose();
  }
  // An API answer is no visit: it sets no first-touch or campaign cookie naming itself.
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const health = await api.get("/api/health?utm_source=probe");
  expect(health.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie")).toEqual([]);
  await api.dispose();
});

test("a response that sets a cookie is never publicly cacheable; with its cookies in hand the page is", async ({
  playwright,
}) => {
  for (const { path } of publicPageList) {
    // A fresh cookie jar: the first visit sets this visitor's cookies.
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const first = await request.get(`${path}?utm_source=cache-check`);
    expect(
      first.headersArray().some((h) => h.name.toLowerCase() === "set-cookie"),
      path,
    ).toBe(true);
    const cacheControl = first.headers()["cache-control"] ?? "";
    expect(cacheControl, path).toMatch(/private/);
    expect(cacheControl, path).toMatch(/no-store/);
    expect(cacheControl, path).not.toMatch(/s-maxage|public/);
    // The same visitor again, on a page of the same visit: nothing to set, so the pre-rendered page may be kept by
    // any cache. (A page opened from elsewhere begins a new visit, whose landing page the proxy sets.)
    const again = await request.get(path, { headers: { referer: `${test.info().project.use.baseURL}/` } });
    expect(
      again.headersArray().some((h) => h.name.toLowerCase() === "set-cookie"),
      path,
    ).toBe(false);
    expect(again.headers()["cache-control"] ?? "", path).toMatch(/s-maxage=\d+/);
    await request.dispose();
  }
});

test("health check says ok to anyone, and the database, email transport and outbox backlog to the cron", async ({
  request,
}) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  expect(await response.json()).toEqual({ status: "ok" });
  const wrong = await request.get("/api/health", {
    headers: { authorization: "Bearer not-the-secret-at-all" },
  });
  expect(await wrong.json()).toEqual({ status: "ok" });

  const detailed = await request.get("/api/health", {
    headers: { authorization: `Bearer ${E2E_CRON_SECRET}` },
  });
  const body = await detailed.json();
  expect(body).toMatchObject({ status: "ok", database: "reachable", email: "resend" });
  expect(typeof body.outbox.pending).toBe("number");
});

test("the outbox cron endpoint refuses requests without the secret", async ({ request }) => {
  const response = await request.post("/api/outbox", { headers: { authorization: "Bearer wrong" } });
  expect([401, 503]).toContain(response.status());
  expect(response.status()).not.toBe(500);
});
