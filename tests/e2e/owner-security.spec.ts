import { expect, test } from "@playwright/test";
import { signInErrors } from "@/content/auth";
import { toasts } from "@/content/forms";
import { csvExport, ownerToasts } from "@/content/settings";
import type { AppServer } from "../support/app-server.mjs";
import { FORM_PATHS, formValues, scriptedPost } from "../support/form-posts.mjs";
import { request } from "../support/http-client.mjs";
import { inFreshMinute } from "../support/rate-window";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import {
  callAction,
  formPage,
  freshStore,
  OWNER,
  post,
  serverOn,
  sessionFrom,
  settingsWith,
  signIn,
  type Store,
} from "./own-server";
import { firstPort } from "./ports";

// The production server reached directly (no proxy trusted) and behind one proxy, each on a database of its own:
// what a client says about its own address never counts; sign-in, sessions and webhooks hold against forgery.
const base = firstPort("ownerSecurity");
const NEXT_OWNER = { email: "successor@example.com", password: "another-long-password-42" };

test.describe.configure({ mode: "serial" });

test.describe("reached directly, with no proxy trusted", () => {
  let store: Store;
  let server: AppServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    store = await freshStore();
    server = await serverOn(base, store, { TRUST_PROXY: "" });
  });
  test.afterAll(async () => {
    await server?.stop("SIGKILL");
    await store?.drop();
  });

  test("a different X-Forwarded-For on every wrong password neither escapes nor resets the lock-out", async () => {
    const answers: string[] = [];
    for (let i = 1; i <= 8; i++) {
      const { text } = await signIn(server, `wrong-password-${i}`, { "x-forwarded-for": `203.0.113.${i}` });
      answers.push(
        text.includes(signInErrors.locked)
          ? "locked"
          : text.includes(signInErrors.incorrect)
            ? "incorrect"
            : "?",
      );
    }
    expect(answers).toEqual([
      "incorrect",
      "incorrect",
      "incorrect",
      "incorrect",
      "locked",
      "locked",
      "locked",
      "locked",
    ]);
    // The right password from "another address" is refused too, and no session is set.
    const right = await signIn(server, OWNER.password, { "x-forwarded-for": "198.51.100.99" });
    expect(right.text).toContain(signInErrors.locked);
    expect(sessionFrom(right.cookies)).toBe("");
  });

  test("a different X-Forwarded-For on every post does not escape the form rate limit", async () => {
    test.setTimeout(60_000);
    await inFreshMinute(15_000);
    const page = await formPage(server, "contact");
    const answers: boolean[] = [];
    for (let i = 1; i <= 7; i++) {
      const forged = {
        "x-forwarded-for": `192.0.2.${i}`,
        "x-real-ip": `192.0.2.${i}`,
        forwarded: `for=192.0.2.${i}`,
      };
      answers.push((await post(server, page, "contact", i, forged)).includes(toasts.rateLimited.title));
    }
    expect(answers).toEqual([false, false, false, false, false, true, true]);
  });

  test("2,000 hits on /book leave at most one row per visit and window, none for prefetches", async () => {
    test.setTimeout(120_000);
    // node:http, not fetch: fetch always sends its own Sec-Fetch-Mode (cors), as a browser's script would.
    const hit = (headers: Record<string, string>) =>
      request(`${server.base}/book?utm_source=flood`, { headers }).then((r) => r.status);
    const batches = [
      ...Array.from({ length: 1000 }, () => ({ "sec-fetch-mode": "navigate", "user-agent": "Flood/1.0" })),
      ...Array.from({ length: 900 }, (_, i) => ({
        "sec-fetch-mode": "navigate",
        "user-agent": `Flood/${i}`,
      })),
      ...Array.from({ length: 100 }, () => ({ "sec-purpose": "prefetch", "user-agent": "Prefetch/1.0" })),
    ];
    for (let i = 0; i < batches.length; i += 20) {
      const statuses = await Promise.all(batches.slice(i, i + 20).map(hit));
      expect(statuses.every((s) => s === 302)).toBe(true);
    }
    await new Promise((r) => setTimeout(r, 1500)); // clicks are written after the redirect
    await server.stop();
    const [row] = await store.query<{ n: number; prefetch: number }>(
      "select count(*)::int as n, count(*) filter (where user_agent = 'Prefetch/1.0')::int as prefetch from app.booking_clicks",
    );
    // One for the repeated browser, and at most 20 visits an hour from one address however the user agent varies.
    expect(row!.n).toBeGreaterThanOrEqual(2);
    expect(row!.n).toBeLessThanOrEqual(21);
    expect(row!.prefetch).toBe(0);
  });
});

test.describe("behind one trusted proxy", () => {
  let store: Store;
  let server: AppServer;
  let receiver: WebhookReceiver;
  const port = base + 1;
  const start = (env: Record<string, string> = {}) =>
    serverOn(port, store, { TRUST_PROXY: "1", WEBHOOK_ALLOW_PRIVATE: "1", ...env });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    store = await freshStore();
    receiver = await startWebhookReceiver();
    server = await start();
  });
  test.afterAll(async () => {
    await server?.stop("SIGKILL");
    await receiver?.close();
    await store?.drop();
  });

  test("takes the address the proxy appended, the last X-Forwarded-For entry", async () => {
    test.setTimeout(60_000);
    const page = await formPage(server, "intake");
    const limited = async (forwardedFor: string, n: number) =>
      (await post(server, page, "intake", n, { "x-forwarded-for": forwardedFor })).includes(
        toasts.rateLimited.title,
      );
    // The client's own claims (further left) change every time; the proxy's entry does not: limited after five.
    const same: boolean[] = [];
    for (let i = 1; i <= 6; i++) same.push(await limited(`10.0.0.${i}, 198.51.100.20`, i));
    expect(same).toEqual([false, false, false, false, false, true]);
    // Different clients behind the same proxy each get their own allowance.
    expect(await limited("10.0.0.1, 198.51.100.21", 7)).toBe(false);
  });

  test("a prospect's address gets at most three confirmations a day, however many forms name it", async () => {
    test.setTimeout(60_000);
    const page = await formPage(server, "intake");
    const email = `capped-${Date.now()}@example.com`;
    for (let i = 1; i <= 5; i++) {
      const values = { ...formValues.intake(100 + i), email };
      const request = scriptedPost(FORM_PATHS.intake, page, values, server.base);
      const response = await fetch(server.base + request.path, {
        method: "POST",
        headers: { ...request.headers, "x-forwarded-for": `198.51.100.${60 + i}` },
        body: new Uint8Array(request.body),
      });
      expect(await response.text()).toContain('"status":"success"');
    }
    await server.stop();
    const [row] = await store.query<{ leads: number; owner: number; prospect: number; skipped: number }>(
      `select count(distinct l.id)::int as leads,
              count(*) filter (where j.type = 'owner_email')::int as owner,
              count(*) filter (where j.type = 'prospect_email' and coalesce(j.last_error, '') not like '%for the day%')::int
                as prospect,
              count(*) filter (where j.type = 'prospect_email' and j.last_error like '%for the day%')::int as skipped
         from app.leads l join app.outbox_jobs j on j.lead_id = l.id where l.email = '${email}'`,
    );
    // Every lead is kept and the owner hears of each; the prospect's inbox gets three, and /settings says why
    // the other two were not sent.
    expect(row).toEqual({ leads: 5, owner: 5, prospect: 3, skipped: 2 });
    server = await start();
  });

  test("50 concurrent wrong passwords from one address get at most 5 checks", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        signIn(server, `wrong-${i}`, { "x-forwarded-for": "198.51.100.30" }),
      ),
    );
    const incorrect = answers.filter((a) => a.text.includes(signInErrors.incorrect)).length;
    expect(incorrect).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    // The account's next slot opens a second after its fifth try; the owner's next sign-in waits for it.
    await new Promise((r) => setTimeout(r, 1500));
  });

  test("signing out ends the session on the server: a copy of the cookie stops working", async () => {
    const { cookies } = await signIn(server, OWNER.password, { "x-forwarded-for": "198.51.100.40" });
    const session = sessionFrom(cookies);
    expect(session).not.toBe("");
    expect(await settingsWith(server, session)).toBe(200);
    const out = await callAction(server, "signOut", {}, { cookie: `owner_session=${session}` }, "/settings");
    expect(await settingsWith(server, session)).toBe(307);
    // Deleted with the attributes it was set with: a browser ignores a __Host- cookie that comes without Secure.
    const deletion = out.cookies.find((cookie) => cookie.startsWith("owner_session=;"));
    expect(deletion).toMatch(/Max-Age=0/i);
    expect(deletion).toMatch(/; Secure/i);
    expect(deletion).toMatch(/; HttpOnly/i);
  });

  test("a new OWNER_PASSWORD ends the sessions opened with the old one", async () => {
    const { cookies } = await signIn(server, OWNER.password, { "x-forwarded-for": "198.51.100.41" });
    const session = sessionFrom(cookies);
    expect(await settingsWith(server, session)).toBe(200);
    await server.stop();
    server = await start({ OWNER_PASSWORD: "a-brand-new-password-99" });
    expect(await settingsWith(server, session)).toBe(307);
    await server.stop();
    server = await start();
  });

  test("a removed owner's webhook gets no more leads, and the new owner sees why", async () => {
    test.setTimeout(60_000);
    const { cookies } = await signIn(server, OWNER.password, { "x-forwarded-for": "198.51.100.50" });
    const cookie = `owner_session=${sessionFrom(cookies)}`;
    const saved = await callAction(
      server,
      "submitWebhookForm",
      { url: `${receiver.origin}/hook`, enabled: "on" },
      { cookie },
      "/settings",
    );
    expect(saved.text).toContain('"status":"success"');
    await server.stop();
    server = await start({ OWNER_EMAIL: NEXT_OWNER.email, OWNER_PASSWORD: NEXT_OWNER.password });

    const page = await formPage(server, "demo");
    const text = await post(server, page, "demo", 1, { "x-forwarded-for": "198.51.100.51" });
    expect(text).toContain('"status":"success"');
    // A lead's webhook jobs are written with it, before the answer: the tables now say all that will ever be sent.
    await server.stop();
    const [stored] = await store.query<{ leads: number; webhooks: number }>(
      `select (select count(*)::int from app.leads where kind = 'demo') as leads,
              (select count(*)::int from app.outbox_jobs where type = 'webhook') as webhooks`,
    );
    expect(stored).toEqual({ leads: 1, webhooks: 0 });
    server = await start({ OWNER_EMAIL: NEXT_OWNER.email, OWNER_PASSWORD: NEXT_OWNER.password });

    const next = await signIn(
      server,
      NEXT_OWNER.password,
      { "x-forwarded-for": "198.51.100.52" },
      NEXT_OWNER.email,
    );
    const settings = await fetch(`${server.base}/settings`, {
      headers: { cookie: `owner_session=${sessionFrom(next.cookies)}` },
    });
    const html = await settings.text();
    expect(html).toContain("Not receiving leads");
    expect(html).toContain(`${receiver.origin}/hook`);
    expect(receiver.requests.filter((r) => r.path === "/hook")).toHaveLength(0);
    await server.stop();
    server = await start();
  });
});

test.describe("when the database stops answering", () => {
  test.skip(
    !process.env.E2E_ADMIN_DATABASE_URL,
    "needs PostgreSQL, whose database can be dropped under the server",
  );
  let store: Store;
  let server: AppServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    store = await freshStore();
    server = await serverOn(base + 2, store, { TRUST_PROXY: "" });
  });
  let dropped = false;
  test.afterAll(async () => {
    await server?.stop("SIGKILL");
    if (!dropped) await store?.drop();
  });

  test("owner actions answer with a message, the CSV with a 503, and sign-out still clears the cookie", async () => {
    const { cookies } = await signIn(server, OWNER.password, { "x-forwarded-for": "198.51.100.60" });
    const cookie = `owner_session=${sessionFrom(cookies)}`;
    await store.drop();
    dropped = true;

    const saved = await callAction(
      server,
      "submitWebhookForm",
      { url: "https://hooks.example.com/lead", enabled: "on" },
      { cookie },
      "/settings",
    );
    expect(saved.status).toBe(200);
    expect(saved.text).toContain(ownerToasts.requestFailed.description);
    const csv = await request(`${server.base}/settings/leads.csv`, { headers: { cookie } });
    expect(csv.status).toBe(503);
    expect(csv.text).toBe(csvExport.unavailable);
    const out = await callAction(server, "signOut", {}, { cookie }, "/settings");
    expect(out.status).toBeLessThan(500);
    expect(out.cookies.find((c) => c.startsWith("owner_session=;"))).toMatch(/Max-Age=0/i);
  });
});
