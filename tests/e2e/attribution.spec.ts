import { expect, test } from "@playwright/test";
import { site } from "@/content/site";
import { COOKIE_BUDGETS } from "@/lib/attribution/cookie-size";
import { request, type Reply } from "../support/http-client.mjs";
import { e2eDatabase } from "./database";

const bookingHost = new URL(site.bookingUrl).host;

/**
 * Follows links by hand with a cookie jar, the way a browser without JavaScript would: each request a navigation
 * (node:http, since fetch always marks its requests as a script's).
 */
async function follow(baseURL: string, paths: string[]) {
  const jar = new Map<string, string>();
  let last: Reply | undefined;
  for (const path of paths) {
    last = await request(new URL(path, baseURL).toString(), {
      headers: {
        "sec-fetch-mode": "navigate",
        accept: "text/html",
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      },
    });
    for (const line of [last.headers["set-cookie"] ?? []].flat()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  }
  return { response: last!, jar };
}

test("a visit with UTM keys, another page, then /book carries both plus lead_source (no browser)", async ({
  baseURL,
}) => {
  const { response, jar } = await follow(baseURL!, ["/?utm_source=x&utm_campaign=y", "/services", "/book"]);
  expect(jar.has("booking_params")).toBe(true);
  expect(response.status).toBe(302);
  const location = new URL(String(response.headers.location));
  expect(location.host).toBe(bookingHost);
  expect(location.searchParams.get("utm_source")).toBe("x");
  expect(location.searchParams.get("utm_campaign")).toBe("y");
  expect(location.searchParams.get("lead_source")).toBe(site.leadSource);

  // Each click is counted in the database after the redirect went out.
  const db = e2eDatabase();
  if (db) {
    await expect
      .poll(
        async () =>
          (
            await db`select count(*)::int as n from app.booking_clicks where attribution->>'utm_campaign' = 'y'`
          )[0]!.n,
      )
      .toBeGreaterThan(0);
    await db.end();
  }
});

test("the owner area's own links (the sources report's ?source=) are not taken as a visit's campaign", async ({
  baseURL,
}) => {
  const { jar } = await follow(baseURL!, [
    "/settings?source=google&utm_campaign=spring",
    "/login?ref=partner",
  ]);
  expect(jar.has("booking_params")).toBe(false);
  expect((await follow(baseURL!, ["/about?source=google"])).jar.has("booking_params")).toBe(true);
});

test("the booking cookie is HttpOnly, SameSite=Lax and a session cookie", async ({ request }) => {
  const response = await request.get("/about?ref=partner", { maxRedirects: 0 });
  const cookie = response.headers()["set-cookie"] ?? "";
  const booking = cookie.split("\n").find((line) => line.startsWith("booking_params="));
  expect(booking).toBeDefined();
  expect(booking).toMatch(/HttpOnly/i);
  expect(booking).toMatch(/SameSite=lax/i);
  expect(booking).not.toMatch(/Max-Age|Expires/i);
});

test("the attribution cookie stays within its budget whatever the link carries, and still reaches /book", async ({
  baseURL,
}) => {
  // Eight keys of 30 two-byte characters: 1.4 KB once URL-encoded, more than the cookie's 900 bytes.
  const long = encodeURIComponent("é".repeat(30));
  const keys = [
    "affiliate_link",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_content",
    "utm_term",
    "ref",
    "source",
  ];
  const { response, jar } = await follow(baseURL!, [
    `/?${keys.map((k) => `${k}=${long}`).join("&")}`,
    "/book",
  ]);
  const cookie = `booking_params=${jar.get("booking_params")}`;
  expect(cookie.length).toBeLessThanOrEqual(COOKIE_BUDGETS.attribution);
  const location = new URL(String(response.headers.location));
  // Each value shortened to one common length, none dropped.
  for (const key of keys) expect(location.searchParams.get(key)).toMatch(/^é{10,}$/);
});

test("quotes in every value keep the cookie within its budget as sent, and the click ids still reach /book", async ({
  baseURL,
}) => {
  // A quote is \" in JSON and %5C%22 in the header: six bytes of cookie for each.
  const quotes = encodeURIComponent('"'.repeat(40));
  const keys = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term", "ref", "source"];
  const { response, jar } = await follow(baseURL!, [
    `/dental?${keys.map((k) => `${k}=${quotes}`).join("&")}&gclid=TeSt_123&fbclid=AbC_9`,
    "/book",
  ]);
  const sent = `booking_params=${jar.get("booking_params")}`;
  expect(sent.length).toBeLessThanOrEqual(COOKIE_BUDGETS.attribution);
  const location = new URL(String(response.headers.location));
  expect(location.searchParams.get("gclid")).toBe("TeSt_123");
  expect(location.searchParams.get("fbclid")).toBe("AbC_9");
  for (const key of keys) expect(location.searchParams.get(key)).toMatch(/^"{10,}$/);
});

test("no attribution: /book goes to the base URL with lead_source only", async ({ baseURL }) => {
  const { response } = await follow(baseURL!, ["/book"]);
  expect(response.headers.location).toBe(`${site.bookingUrl}?lead_source=${site.leadSource}`);
});

test("current URL values override stored ones; an unparsable cookie is ignored", async ({ baseURL }) => {
  const { response } = await follow(baseURL!, [
    "/?utm_source=first&ref=r1",
    "/dental?utm_source=second",
    "/book?utm_term=now",
  ]);
  const location = new URL(String(response.headers.location));
  expect(location.searchParams.get("utm_source")).toBe("second");
  expect(location.searchParams.get("ref")).toBe("r1");
  expect(location.searchParams.get("utm_term")).toBe("now");

  const broken = await fetch(new URL("/book?utm_medium=cpc", baseURL), {
    redirect: "manual",
    headers: { cookie: "booking_params=%7Bnot-json" },
  });
  expect(broken.status).toBe(302);
  const brokenLocation = new URL(broken.headers.get("location")!);
  expect(brokenLocation.searchParams.get("utm_medium")).toBe("cpc");
  expect(brokenLocation.searchParams.get("lead_source")).toBe(site.leadSource);
});

test("in the browser, the header booking button opens /book in a new tab with the attribution", async ({
  page,
  context,
}) => {
  await page.goto("/?utm_source=x&utm_campaign=y");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  // The widget host is unreachable here; the request the new tab makes to it is what matters.
  const widgetRequest = context.waitForEvent("request", (r) => r.url().includes(bookingHost));
  const popup = page.waitForEvent("popup");
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Book a Discovery Call/ })
    .click();
  expect(await popup).not.toBe(page);
  const url = new URL((await widgetRequest).url());
  expect(url.searchParams.get("utm_source")).toBe("x");
  expect(url.searchParams.get("utm_campaign")).toBe("y");
  expect(url.searchParams.get("lead_source")).toBe(site.leadSource);
});
