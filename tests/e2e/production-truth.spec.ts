import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import type { AppServer } from "../support/app-server.mjs";
import { BENCH_SECRET, EXIT_WITH_PARENT } from "../support/app-server.mjs";
import { FORM_PATHS, formValues, scriptedPost } from "../support/form-posts.mjs";
import { startResendServer, type ResendServer } from "../support/resend-server.mjs";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import {
  callAction,
  formPage,
  freshStore,
  OWNER,
  post,
  serverOn,
  sessionFrom,
  signIn,
  type Store,
} from "./own-server";
import { needsDatabase } from "./database";
import { firstPort } from "./ports";

// What a production build tells its owner and its visitors must be what happens: a wrong setting stops it, no email
// is "delivered" without a provider, and an unsubscribe is kept.
const base = firstPort("productionTruth");
const CRON = "truth-cron-secret-0123456789";

test.describe.configure({ mode: "serial" });

/** Starts the standalone server as deployed and waits for it to exit on its own. */
function startExpectingExit(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [EXIT_WITH_PARENT, ".next/standalone/start.mjs"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(base + 9),
        HOSTNAME: "127.0.0.1",
        AUTH_SECRET: BENCH_SECRET,
        DATABASE_URL: "",
        DATA_DIR: `/tmp/e2e-truth-${process.pid}`,
        ...env,
      },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

test("a bad or incomplete setting stops the server within seconds, one line per problem naming it", async () => {
  test.setTimeout(90_000);
  const cases: [Record<string, string>, RegExp[]][] = [
    [{ CRON_SECRET: "short" }, [/CRON_SECRET: must be at least 16 characters/]],
    [{ AUTH_SECRET: "" }, [/AUTH_SECRET: must be set in production/]],
    [
      { NOTIFY_EMAIL: "not-an-address", NEXT_PUBLIC_SUPABASE_URL: "https://project.supabase.co" },
      [/NOTIFY_EMAIL: must be an email address/, /NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: set together with/],
    ],
    [
      { META_PIXEL_ID: "1234567890", GA4_API_SECRET: "mp-secret-0123" },
      [
        /META_CAPI_TOKEN: set together with META_PIXEL_ID/,
        /NEXT_PUBLIC_GA_MEASUREMENT_ID: must be set when GA4_API_SECRET/,
      ],
    ],
  ];
  for (const [env, lines] of cases) {
    const { code, output, ms } = await startExpectingExit(env);
    expect(code, output).toBe(1);
    expect(ms).toBeLessThan(15_000);
    for (const line of lines) expect(output).toMatch(line);
    // Each problem on a line of its own, as JSON (production logs), naming the variable.
    const problems = output.split("\n").filter((l) => l.includes('"config_invalid"'));
    expect(problems.length).toBe(lines.length);
    for (const problem of problems) expect(JSON.parse(problem).variable).toBeTruthy();
  }
});

test.describe("in production without an email provider", () => {
  let store: Store;
  let server: AppServer;
  let receiver: WebhookReceiver;
  const start = (env: Record<string, string> = {}) =>
    serverOn(base, store, {
      EMAIL_TRANSPORT: "",
      RESEND_API_KEY: "",
      WEBHOOK_ALLOW_PRIVATE: "1",
      CRON_SECRET: CRON,
      TRUST_PROXY: "1",
      ...env,
    });

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

  test("warns at start, and health says degraded with the transport to the cron", async () => {
    expect(server.lines().some((l) => l.includes('"config_warning"') && l.includes("RESEND_API_KEY"))).toBe(
      true,
    );
    expect(await (await fetch(`${server.base}/api/health`)).json()).toEqual({ status: "degraded" });
    const detailed = await fetch(`${server.base}/api/health`, {
      headers: { authorization: `Bearer ${CRON}` },
    });
    expect(await detailed.json()).toMatchObject({ status: "degraded", email: "none", database: "reachable" });
  });

  test("stores the lead and sends the webhook, records both emails as not sent, and /settings says why", async () => {
    test.setTimeout(60_000);
    const owner = await signIn(server, OWNER.password, { "x-forwarded-for": "198.51.100.70" });
    const cookie = `owner_session=${sessionFrom(owner.cookies)}`;
    const saved = await callAction(
      server,
      "submitWebhookForm",
      { url: `${receiver.origin}/hook`, enabled: "on" },
      { cookie },
      "/settings",
    );
    expect(saved.text).toContain('"status":"success"');

    // The values post() sends for n = 1 (its submission id aside).
    const values = formValues.demo(1);
    expect(await post(server, await formPage(server, "demo"), "demo", 1, {})).toContain('"status":"success"');
    await expect.poll(() => receiver.requests.filter((r) => r.path === "/hook").length).toBe(1);

    // The outbox records each email's outcome on its own turn, after the webhook may already have arrived. (The
    // database is read only once the server stops: with the embedded one, two processes must not share it.)
    const ownerPage = async (path: string) =>
      (await fetch(`${server.base}${path}`, { headers: { cookie } })).text();
    await expect
      .poll(
        async () => (await ownerPage("/settings/deliveries")).split("Not sent: no email provider").length - 1,
      )
      .toBeGreaterThanOrEqual(2);
    const settings = await ownerPage("/settings");
    expect(settings).toContain("This site is not ready for visitors yet");
    expect(settings).toContain("No email provider");
    expect(settings).toMatch(/data-check="emailProvider" data-status="missing"/);
    expect(settings).toMatch(/data-check="siteUrl" data-status="missing"/);
    const deliveries = await ownerPage("/settings/deliveries");
    expect(deliveries).toContain("Not sent: no email provider");
    expect(deliveries).not.toMatch(/Dev mailbox/);

    await server.stop();
    const jobs = await store.query<{ type: string; status: string; provider_id: string | null }>(
      `select j.type, j.status, j.provider_id from app.outbox_jobs j join app.leads l on l.id = j.lead_id
        where l.email = '${values.email}' order by j.type`,
    );
    expect(jobs).toEqual([
      { type: "owner_email", status: "not_sent", provider_id: null },
      { type: "prospect_email", status: "not_sent", provider_id: null },
      { type: "webhook", status: "delivered", provider_id: null },
    ]);

    // The key arrives with a restart: the owner's notification goes out after all, the prospect's does not.
    const resend = await startResendServer("re_truth_late");
    try {
      server = await start({
        RESEND_API_KEY: "re_truth_late",
        RESEND_BASE_URL: resend.url,
        NOTIFY_EMAIL: OWNER.email,
      });
      await expect.poll(() => resend.requests.map((r) => r.body.to).flat()).toEqual([OWNER.email]);
      // Resend has it; the attempt is recorded a moment later.
      const later = () =>
        store.query<{ type: string; status: string }>(
          `select j.type, j.status from app.outbox_jobs j join app.leads l on l.id = j.lead_id
            where l.email = '${values.email}' and j.type <> 'webhook' order by j.type`,
        );
      await expect
        .poll(async () => [...(await later())])
        .toEqual([
          { type: "owner_email", status: "delivered" },
          { type: "prospect_email", status: "not_sent" },
        ]);
    } finally {
      await server.stop("SIGKILL");
      await resend.close();
    }
    server = await start();
  });
});

test.describe("in production with EMAIL_TRANSPORT=log", () => {
  // Reads the database while its server runs: embedded PGlite belongs to that one process.
  test.skip(!process.env.E2E_ADMIN_DATABASE_URL, needsDatabase);
  let store: Store;
  let server: AppServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    store = await freshStore();
    server = await serverOn(base + 2, store, {
      EMAIL_TRANSPORT: "log",
      RESEND_API_KEY: "",
      CRON_SECRET: CRON,
    });
  });
  test.afterAll(async () => {
    await server?.stop("SIGKILL");
    await store?.drop();
  });

  test("warns at start, records emails as not sent (the log keeps ids only), and /settings says so", async () => {
    test.setTimeout(60_000);
    expect(server.lines().some((l) => l.includes('"config_warning"') && l.includes("EMAIL_TRANSPORT"))).toBe(
      true,
    );
    const detailed = await fetch(`${server.base}/api/health`, {
      headers: { authorization: `Bearer ${CRON}` },
    });
    expect(await detailed.json()).toMatchObject({ status: "degraded", email: "log" });

    const values = formValues.contact(1);
    const answer = await post(server, await formPage(server, "contact"), "contact", 1, {});
    expect(answer).toContain('"status":"success"');
    const jobs = () =>
      store.query<{ type: string; status: string; provider_id: string | null }>(
        `select j.type, j.status, j.provider_id from app.outbox_jobs j join app.leads l on l.id = j.lead_id
          where l.email = '${values.email}' and j.type <> 'webhook' order by j.type`,
      );
    // The lead's jobs are written with it; wait until the worker has been through them.
    const unsettled = async () => (await jobs()).filter((job) => ["pending", "running"].includes(job.status));
    await expect.poll(async () => (await unsettled()).length).toBe(0);
    const emails = await jobs();
    expect(emails.length).toBeGreaterThan(0);
    for (const job of emails) expect(job).toMatchObject({ status: "not_sent", provider_id: "dev-mailbox" });

    const owner = await signIn(server, OWNER.password);
    const ownerPage = async (path: string) =>
      (
        await fetch(`${server.base}${path}`, {
          headers: { cookie: `owner_session=${sessionFrom(owner.cookies)}` },
        })
      ).text();
    const settings = await ownerPage("/settings");
    expect(settings).toContain("This site is not ready for visitors yet");
    expect(settings).toMatch(/data-check="emailProvider" data-status="missing"/);
    expect(await ownerPage("/settings/deliveries")).toContain(
      "Not sent: EMAIL_TRANSPORT=log writes emails to the server log only",
    );
    expect(await ownerPage("/settings/leads")).not.toContain("All delivered");
  });
});

test.describe("unsubscribing", () => {
  // Reads the database while its server runs: embedded PGlite belongs to that one process.
  test.skip(!process.env.E2E_ADMIN_DATABASE_URL, needsDatabase);
  let store: Store;
  let server: AppServer;
  let resend: ResendServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    store = await freshStore();
    resend = await startResendServer("re_truth_local");
    server = await serverOn(base + 1, store, {
      EMAIL_TRANSPORT: "",
      RESEND_API_KEY: "re_truth_local",
      RESEND_BASE_URL: resend.url,
      NOTIFY_EMAIL: "owner@example.com",
      TRUST_PROXY: "1",
      RATE_LIMIT_PER_MINUTE: "1000",
      RATE_LIMIT_PER_HOUR: "1000",
    });
  });
  test.afterAll(async () => {
    await server?.stop("SIGKILL");
    await resend?.close();
    await store?.drop();
  });

  let page: Awaited<ReturnType<typeof formPage>>;
  let n = 0;
  /** A link from an email, pointed at this test's server. */
  const onServer = (link: string) => {
    const { pathname, search } = new URL(link);
    return new URL(pathname + search, server.base);
  };
  /** The one-click address in an email's List-Unsubscribe header. */
  const oneClickLink = (email: { body: Record<string, unknown> }) =>
    /^<(.+)>$/.exec((email.body.headers as Record<string, string>)["List-Unsubscribe"]!)![1]!;
  /** An intake lead from this address; resolves to the prospect email Resend received for it, if any. */
  async function leadFrom(email: string) {
    page ??= await formPage(server, "intake");
    const fields = formValues.intake(++n);
    const post = scriptedPost(FORM_PATHS.intake, page, { ...fields, email }, server.base);
    const answer = await fetch(server.base + post.path, {
      method: "POST",
      headers: { ...post.headers, "x-forwarded-for": `203.0.113.${n}` },
      body: new Uint8Array(post.body),
    });
    expect(await answer.text()).toContain('"status":"success"');
    // The confirmation's job is written with the lead: once the worker has settled it, it went or it never will.
    const confirmation = async () =>
      (
        await store.query<{ id: string; status: string }>(
          `select j.id, j.status from app.outbox_jobs j join app.leads l on l.id = j.lead_id
            where l.submission_id = '${String(fields.submissionId)}' and j.type = 'prospect_email'`,
        )
      )[0];
    await expect.poll(async () => (await confirmation())?.status).toMatch(/^(delivered|not_sent)$/);
    const job = (await confirmation())!;
    if (job.status === "not_sent") return undefined;
    // Sent with the job's id as its idempotency key.
    const received = () => resend.requests.find((r) => r.headers["idempotency-key"] === job.id);
    await expect.poll(received).toBeDefined();
    return received();
  }

  test("the email's link and its one-click header each stop the next confirmation; a forged link stops nothing", async () => {
    test.setTimeout(90_000);
    const first = await leadFrom("reader@example.com");
    const headers = first!.body.headers as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(new URL(oneClickLink(first!)).pathname).toBe("/api/unsubscribe");
    const link = /href="([^"]+\/unsubscribe\?t=[^"]+)"/
      .exec(String(first!.body.html))![1]!
      .replaceAll("&amp;", "&");
    const pageUrl = onServer(link);

    // A forged token (another address under this one's signature) is refused and changes nothing.
    const token = pageUrl.searchParams.get("t")!;
    const forged = `${Buffer.from("other@example.com").toString("base64url")}.${token.split(".")[1]}`;
    const refused = await fetch(`${server.base}/api/unsubscribe?t=${forged}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(refused.status).toBe(400);
    expect(await (await fetch(`${server.base}/unsubscribe?t=${forged}`)).text()).toContain("This link doesn");
    expect(await leadFrom("other@example.com")).toBeDefined();

    // The link in the email: opening it asks first; the button unsubscribes.
    const opened = await (await fetch(pageUrl)).text();
    expect(opened).toContain("Stop these emails?");
    expect(await leadFrom("reader@example.com")).toBeDefined();
    const confirmed = await fetch(`${server.base}/api/unsubscribe?t=${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base },
      body: "confirm=1",
      redirect: "manual",
    });
    expect(confirmed.status).toBe(303);
    expect(await (await fetch(pageUrl)).text()).toContain("unsubscribed");
    expect(await leadFrom("reader@example.com")).toBeUndefined();

    // The one-click header, as a mail client sends it (no page, no cookies).
    const second = await leadFrom("clicker@example.com");
    const clicked = await fetch(onServer(oneClickLink(second!)), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    expect(await leadFrom("clicker@example.com")).toBeUndefined();

    // RFC 8058 recommends multipart for the same post; some mail providers send it so.
    const third = await leadFrom("multipart@example.com");
    const multipart = new FormData();
    multipart.set("List-Unsubscribe", "One-Click");
    const posted = await fetch(onServer(oneClickLink(third!)), {
      method: "POST",
      body: multipart,
      redirect: "manual",
    });
    expect(posted.status).toBe(200);
    expect(await leadFrom("multipart@example.com")).toBeUndefined();

    // Unsubscribed addresses still reach the owner: their leads are stored and notified.
    await server.stop();
    const [row] = await store.query<{ n: number }>(
      "select count(*)::int as n from app.leads where email in ('reader@example.com', 'clicker@example.com', 'multipart@example.com')",
    );
    expect(row!.n).toBe(7);
  });
});
