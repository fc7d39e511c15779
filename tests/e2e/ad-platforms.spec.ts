import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type BrowserContext } from "@playwright/test";
import type { AppServer } from "../support/app-server.mjs";
import { startAdPlatforms } from "../support/ad-platforms";
import type { Ga4StandIn } from "../support/ga4-stand-in";
import type { MetaStandIn } from "../support/meta-stand-in";
import { requestDemo } from "./demo-request";
import { freshStore, OWNER, serverOn, type Store } from "./own-server";
import { signInAsOwner } from "./owner";
import { firstPort } from "./ports";

// The issue's journey in a real browser: a Google and a Meta click on /dental, a demo request, conversions to local
// stand-ins of GA4 and Meta that refuse any request the platforms' documentation does not allow, /book, the Google
// Ads file, Global Privacy Control, and an erasure that leaves no row holding the address.
const port = firstPort("adPlatforms");
const IMPORT_SECRET = "google-ads-import-secret-0123456789";
const base = `http://127.0.0.1:${port}`;
const run = Date.now().toString(36);
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base });

let store: Store;
let server: AppServer;
let platforms: Awaited<ReturnType<typeof startAdPlatforms>>;
let ga4: Ga4StandIn;
let meta: MetaStandIn;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = await freshStore();
  platforms = await startAdPlatforms(port + 1);
  ({ ga4, meta } = platforms);
  server = await serverOn(port, store, {
    ...platforms.settings,
    GOOGLE_ADS_IMPORT_SECRET: IMPORT_SECRET,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await platforms?.close();
  await store?.drop();
});

/** A visitor arriving from an ad, with the two platforms' browser cookies (`_ga`'s client id names this visitor). */
async function arrive(context: BrowserContext, landing: string, clientId: string) {
  await context.addCookies([
    { name: "_ga", value: `GA1.1.${clientId}`, url: base },
    { name: "_fbp", value: "fb.1.1700000000000.987654321", url: base },
  ]);
  const page = await context.newPage();
  await page.goto(landing);
  return page;
}

/** Everything a platform received, as sent: URL, headers and body. */
const sent = () =>
  [...ga4.requests, ...meta.requests]
    .map((r) => `${r.url}\n${JSON.stringify(r.headers)}\n${r.body}`)
    .join("\n");
const generateLeads = (clientId: string) => ga4.accepted().filter((event) => event.client_id === clientId);
const leadsFor = (email: string) =>
  meta.received().filter((event) => (event.user_data as { em: string[] }).em[0] === sha256(email));

const email = `dana.${run}@example.com`;
const gpcEmail = `gpc.${run}@example.com`;

test("a Google and a Meta click, then a demo request: one generate_lead and one Lead, the same event after a retry", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await arrive(context, "/dental?gclid=TeSt_123&fbclid=AbC_9", "1111111111.1700000000");
  // /book from the same visit carries the click id beside the campaign keys.
  const booking = await context.request.get("/book", { maxRedirects: 0 });
  expect(new URL(booking.headers().location!).searchParams.get("gclid")).toBe("TeSt_123");

  // Meta is down for the first attempt: the outbox retries the same event.
  meta.failNext({ status: 503, body: { error: { message: "Service temporarily unavailable", code: 2 } } });
  await requestDemo(page, email, true);
  await expect.poll(() => generateLeads("1111111111.1700000000").length, { timeout: 30_000 }).toBe(1);
  await expect.poll(() => leadsFor(email).length, { timeout: 30_000 }).toBe(1);
  expect(generateLeads("1111111111.1700000000")).toEqual([
    { name: "generate_lead", params: { form_type: "demo" }, client_id: "1111111111.1700000000" },
  ]);
  const [lead] = leadsFor(email);
  expect(lead).toMatchObject({
    event_name: "Lead",
    action_source: "website",
    event_source_url: expect.stringMatching(/\/book-a-demo$/),
    user_data: {
      em: [sha256(email)],
      ph: [sha256("15035550142")],
      fbc: expect.stringMatching(/^fb\.1\.\d{13}\.AbC_9$/),
      fbp: "fb.1.1700000000000.987654321",
      client_ip_address: "127.0.0.1",
      client_user_agent: expect.stringContaining("Mozilla"),
    },
  });
  const attempts = meta.requests.filter((r) => r.body.includes(lead!.event_id!));
  expect(attempts.map((r) => r.status)).toEqual([503, 200]);
  expect(attempts[0]!.body).toBe(attempts[1]!.body);
  for (const r of [...ga4.requests, ...meta.requests]) expect(r.problems).toEqual([]);
  for (const plain of [email, "Dana Reyes", "555-0142", "5035550142"]) expect(sent()).not.toContain(plain);
  await context.close();
});

test("without JavaScript the same request sends the same two conversions", async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await arrive(context, "/roofers?gclid=NoJs_456&utm_source=google", "2222222222.1700000000");
  const noJs = `nojs.${run}@example.com`;
  await requestDemo(page, noJs, false);
  await expect.poll(() => generateLeads("2222222222.1700000000").length, { timeout: 30_000 }).toBe(1);
  await expect.poll(() => leadsFor(noJs).length, { timeout: 30_000 }).toBe(1);
  expect(leadsFor(noJs)[0]!.user_data).not.toHaveProperty("fbc");
  await context.close();
});

test("a browser sending Global Privacy Control: nothing goes to any platform, and the lead says why", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
  const page = await arrive(context, "/dental?gclid=Gpc_789&fbclid=GpC_1", "3333333333.1700000000");
  await requestDemo(page, gpcEmail, true);
  await context.close();

  const owner = await browser.newPage({ baseURL: base });
  await signInAsOwner(owner, OWNER);
  await owner.goto("/settings/privacy");
  await owner.getByRole("textbox", { name: "Email address or phone number" }).fill(gpcEmail);
  await owner.getByRole("button", { name: "Find", exact: true }).click();
  await owner.locator("#privacy").getByRole("link", { name: "Dana Reyes" }).click();
  await expect(
    owner.getByText("Sent by the browser: nothing about this lead goes to an ad platform"),
  ).toBeVisible();
  await expect(owner.getByText("Not sent: the visitor's browser sent Global Privacy Control")).toHaveCount(2);
  expect(generateLeads("3333333333.1700000000")).toEqual([]);
  expect(leadsFor(gpcEmail)).toEqual([]);
  expect(sent()).not.toContain("Gpc_789");
  await owner.close();
});

test("the owner marks the lead Qualified: qualify_lead and LeadQualified go out once, under the same visitor", async ({
  page,
}) => {
  await signInAsOwner(page, OWNER);
  const item = page.locator("#desk li[data-desk-lead]").filter({ hasText: email });
  await item.getByLabel("Status of the lead from Dana Reyes").selectOption("qualified");
  await item.getByRole("button", { name: "Set status" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("Status saved")).toBeVisible({
    timeout: 15_000,
  });
  const qualified = () =>
    ga4
      .accepted()
      .filter((event) => event.name === "qualify_lead" && event.client_id === "1111111111.1700000000");
  await expect.poll(() => qualified().length, { timeout: 30_000 }).toBe(1);
  const [lead] = leadsFor(email);
  const leadQualified = () =>
    meta.received().filter((event) => event.event_id === `${lead!.event_id}:LeadQualified`);
  await expect.poll(() => leadQualified().length, { timeout: 30_000 }).toBe(1);
  expect(leadQualified()[0]).toMatchObject({
    event_name: "LeadQualified",
    user_data: { em: [sha256(email)] },
  });
  for (const r of [...ga4.requests, ...meta.requests]) expect(r.problems).toEqual([]);
});

test("the Google Ads file lists the lead once it is Qualified, never the GPC one, for the owner and for the scheduled import", async ({
  page,
}) => {
  await signInAsOwner(page, OWNER);
  // The launch checklist lists each destination as this server has it.
  for (const check of ["ga4Conversions", "metaConversions", "googleAdsImport"]) {
    await expect(page.locator(`[data-check="${check}"]`)).toHaveAttribute("data-status", "ok");
  }
  await page.goto("/settings/ad-platforms");
  await page.locator("#google-ads").getByLabel("Leads that reached").selectOption("qualified");
  const download = page.waitForEvent("download");
  await page.locator("#google-ads").getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^google-ads-conversions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, "utf8");
  const lines = csv.split("\r\n");
  expect(lines.slice(0, 2)).toEqual([
    "Parameters:TimeZone=America/Los_Angeles",
    "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
  ]);
  expect(lines).toContainEqual(expect.stringMatching(/^TeSt_123,Lead,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,,$/));
  // Not qualified yet: not in the Qualified file.
  expect(csv).not.toContain("NoJs_456");
  expect(csv).not.toContain("Gpc_789");

  const url = `${base}/api/google-ads/conversions.csv?status=qualified&name=Qualified%20lead&value=150`;
  const auth = (password: string) => ({
    authorization: `Basic ${Buffer.from(`google-ads:${password}`).toString("base64")}`,
  });
  const refused = await fetch(url);
  expect(refused.status).toBe(401);
  expect(refused.headers.get("www-authenticate")).toMatch(/^Basic /);
  expect((await fetch(url, { headers: auth(`${IMPORT_SECRET}x`) })).status).toBe(401);
  const scheduled = await fetch(url, { headers: auth(IMPORT_SECRET) });
  expect(scheduled.status).toBe(200);
  expect(await scheduled.text()).toMatch(/\r\nTeSt_123,Qualified lead,[\d-]+ [\d:]+,150,USD\r\n/);
  // Ten wrong tries an hour (two above), then the limit comes before the password: the right one is refused too.
  for (let i = 0; i < 8; i++) expect((await fetch(url, { headers: auth(`guess-${i}`) })).status).toBe(401);
  expect((await fetch(url, { headers: auth(IMPORT_SECRET) })).status).toBe(429);
});

test("a privacy request without JavaScript: found, exported, erased after confirmation", async ({
  browser,
}) => {
  const page = await browser.newPage({ baseURL: base, javaScriptEnabled: false });
  await signInAsOwner(page, OWNER);
  await page.goto("/settings/privacy");
  const privacy = page.locator("#privacy");
  await privacy.getByRole("textbox", { name: "Email address or phone number" }).fill(email.toUpperCase());
  await privacy.getByRole("button", { name: "Find", exact: true }).click();
  await expect(privacy.getByRole("heading", { name: `Stored about ${email}` })).toBeVisible();
  await expect(privacy.getByText("1 lead", { exact: true })).toBeVisible();

  const download = page.waitForEvent("download");
  await privacy.getByRole("button", { name: "Download everything (JSON)" }).click();
  const exported = JSON.parse(await readFile((await (await download).path())!, "utf8"));
  expect(exported).toMatchObject({ request: email, leads: [{ email, attribution: { gclid: "TeSt_123" } }] });
  expect(exported.deliveries.map((d: { kind: string }) => d.kind)).toEqual(
    expect.arrayContaining(["owner_email", "prospect_email", "ga4_event", "meta_event"]),
  );

  // Unconfirmed, nothing happens; confirmed, it is gone.
  await privacy.getByRole("button", { name: "Erase permanently" }).click();
  await expect(page.getByText("Tick the box to confirm the erasure.").first()).toBeVisible();
  await expect(privacy.getByText("1 lead", { exact: true })).toBeVisible();
  await privacy.getByRole("checkbox", { name: /Keep them unsubscribed/ }).check();
  await privacy.getByRole("checkbox", { name: /Yes, permanently erase/ }).check();
  await privacy.getByRole("button", { name: "Erase permanently" }).click();
  await expect(privacy.getByText(/^1 lead and everything stored with it erased/)).toBeVisible();
  await privacy.getByRole("textbox", { name: "Email address or phone number" }).fill(email);
  await privacy.getByRole("button", { name: "Find", exact: true }).click();
  await expect(privacy.getByRole("heading", { name: /^Stored about/ })).toBeVisible();
  await expect(privacy.getByText("On the unsubscribe list")).toBeVisible();
  await expect(privacy.getByText("0 leads", { exact: true })).toBeVisible();
  await page.close();
});

test("after the erasure no row of any table holds the address, the name or the number", async () => {
  // Embedded PGlite is read once its server has stopped; PostgreSQL could be read either way.
  await server.stop();
  const tables = await store.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'app' and table_type = 'BASE TABLE'",
  );
  expect(tables.length).toBeGreaterThan(8);
  // Every table, every column (a row's text holds them all), in one query: PGlite opens once per query.
  const needles = [email, "TeSt_123", "AbC_9"].map((needle) => `'%${needle}%'`).join(", ");
  const holding = await store.query<{ name: string; n: number }>(
    tables
      .map(
        ({ name }) =>
          `select '${name}' as name, count(*)::int as n from app."${name}" t where t::text ilike any (array[${needles}])`,
      )
      .join(" union all "),
  );
  expect(holding.filter((row) => row.n > 0)).toEqual([]);
  expect(holding).toHaveLength(tables.length);
  // The other visitors' leads are still there.
  const [others] = await store.query<{ n: number }>(
    `select count(*)::int as n from app.leads where email in ('nojs.${run}@example.com', '${gpcEmail}')`,
  );
  expect(others!.n).toBe(2);
});
