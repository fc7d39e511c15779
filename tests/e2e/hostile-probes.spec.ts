import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { signInErrors } from "@/content/auth";
import { BENCH_SECRET, EXIT_WITH_PARENT, troubleLines, type AppServer } from "../support/app-server.mjs";
import { encodeMultipart } from "../support/form-posts.mjs";
import { request } from "../support/http-client.mjs";
import { startSupabaseAuthServer, type SupabaseAuthServer } from "../support/supabase-auth-server";
import { callAction, freshStore, OWNER, serverOn, sessionFrom, signIn, type Store } from "./own-server";
import { firstPort } from "./ports";

// The probes docs/security.md lists, each as a request a stranger could send, against production servers of the
// spec's own (reached directly, and in Supabase mode against a local stand-in for Supabase Auth) and the shared one
// (behind one trusted proxy). Light by design: a handful of requests each.
const base = firstPort("hostileProbes");

test.describe.configure({ mode: "serial" });

const LEGACY = ["/aep-founders", "/marketing-agencies"];
const visitor = { host: "www.example.com" };

test("behind the proxy, the legacy paths redirect on the visitor's own host (relative Location)", async ({
  baseURL,
}) => {
  for (const from of LEGACY) {
    const reply = await request(`${baseURL}${from}?utm_source=probe`, {
      headers: { ...visitor, "x-forwarded-host": "www.example.com", "x-forwarded-proto": "https" },
    });
    expect(reply.status, from).toBe(308);
    expect(reply.headers.location, from).toBe("/services?utm_source=probe");
  }
});

test.describe("reached directly (no proxy trusted)", () => {
  let store: Store;
  let server: AppServer;
  let logFrom = 0;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    store = await freshStore();
    server = await serverOn(base, store, {
      TRUST_PROXY: "",
      BOOKING_URL: "https://booking.example.com/call",
    });
  });
  test.beforeEach(() => {
    logFrom = server.lines().length;
  });
  test.afterEach(() => expect(troubleLines(server.lines().slice(logFrom)), "the server's log").toEqual([]));
  test.afterAll(async () => {
    await server?.stop("SIGKILL");
    await store?.drop();
  });

  test("curl -H 'Host: www.example.com' /aep-founders: a relative Location", async () => {
    for (const from of LEGACY) {
      const reply = await request(`${server.base}${from}`, { headers: visitor });
      expect(reply.status, from).toBe(308);
      expect(reply.headers.location, from).toBe("/services");
    }
  });

  test("a server-action call to a file's path gets a 404 from the proxy, not an error", async () => {
    const action = { "next-action": "7f".padEnd(42, "0"), origin: server.base };
    const body = encodeMultipart([{ name: "0", value: '["$K1"]' }], "probe");
    for (const path of ["/x.png", "/robots.txt", "/logo.svg", "/_next/static/chunks/x.js", "/a/b.xml"]) {
      const reply = await request(`${server.base}${path}`, {
        method: "POST",
        headers: { ...action, "content-type": "multipart/form-data; boundary=probe" },
        body,
      });
      expect(reply.status, path).toBe(404);
      expect(reply.text, path).toBe("No server action here.");
    }
  });

  test("a form post of 14,000 empty fields gets a 413 before anything parses it; so does a body over 1 MB", async () => {
    const fields = encodeMultipart(
      Array.from({ length: 14_000 }, (_, i) => ({ name: `f${i}`, value: "" })),
      "flood",
    );
    const started = performance.now();
    const flood = await request(`${server.base}/contact`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=flood", origin: server.base },
      body: fields,
    });
    expect(flood.status).toBe(413);
    expect(flood.text).toBe("Too many form fields (at most 256).");
    console.log(`14,000 fields: 413 in ${Math.round(performance.now() - started)} ms`);
    const large = await request(`${server.base}/api/unsubscribe`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `List-Unsubscribe=One-Click&pad=${"x".repeat(1_100_000)}`,
    });
    expect(large.status).toBe(413);
  });

  test("/book counts a visitor's own tab, never a frame on another site", async ({ page }) => {
    const framed = page.waitForResponse((r) => r.url().includes("/book?utm_source=probe-frame"));
    await page.setContent(
      `<iframe style="display:none" src="${server.base}/book?utm_source=probe-frame"></iframe>`,
    );
    expect((await framed).status()).toBe(302);
    const tab = await request(`${server.base}/book?utm_source=probe-tab`, {
      headers: { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", "sec-fetch-site": "none" },
    });
    expect(tab.status).toBe(302);
    // Clicks are written once the redirect is sent: the owner's sources report shows the tab's, never the frame's.
    const { cookies } = await signIn(server, OWNER.password);
    const report = async () =>
      (
        await request(`${server.base}/settings/sources.csv`, {
          headers: { cookie: `owner_session=${sessionFrom(cookies)}` },
        })
      ).text;
    await expect.poll(report).toContain("probe-tab");
    expect(await report()).not.toContain("probe-frame");
  });
});

test.describe("in Supabase mode", () => {
  let store: Store;
  let server: AppServer;
  let auth: SupabaseAuthServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    store = await freshStore();
    auth = await startSupabaseAuthServer({ secretKey: "sb_secret_probe" });
    auth.addUser("owner@example.com", "owner-password-123");
    server = await serverOn(base + 1, store, {
      TRUST_PROXY: "",
      NEXT_PUBLIC_SUPABASE_URL: auth.url,
      NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_probe",
      OWNER_EMAILS: "owner@example.com",
      OWNER_EMAIL: "",
      OWNER_PASSWORD: "",
    });
  });
  test.afterAll(async () => {
    await server?.stop("SIGKILL");
    await auth?.close();
    await store?.drop();
  });

  const grants = (type: string) => auth.requests.filter((r) => r.grantType === type).length;

  test("20 visits with a made-up expired session cookie make no refresh call to Supabase", async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const header = Buffer.from('{"alg":"ES256","typ":"JWT","kid":"made-up"}').toString("base64url");
    const claims = Buffer.from(JSON.stringify({ sub: "x", exp: past, iss: `${auth.url}/auth/v1` })).toString(
      "base64url",
    );
    const session = { access_token: `${header}.${claims}.c2ln`, refresh_token: "made-up", expires_at: past };
    const cookie = `sb-auth-token=base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`;
    const before = grants("refresh_token");
    for (let i = 0; i < 20; i++) {
      const reply = await request(`${server.base}/settings`, { headers: { cookie } });
      expect(reply.status).toBe(307);
      expect(reply.headers.location).toBe("/login");
    }
    expect(grants("refresh_token")).toBe(before);
  });

  test("10 sign-ins with invented emails from one address end locked, also while Supabase answers 429", async () => {
    auth.setRateLimited(true);
    try {
      const before = grants("password");
      const answers: string[] = [];
      for (let i = 0; i < 10; i++) {
        const { text } = await callAction(server, "signIn", {
          email: `invented-${i}@example.com`,
          password: "whatever-password",
        });
        answers.push(text.includes(signInErrors.locked) ? "locked" : text.slice(0, 80));
      }
      expect(answers).toEqual(Array(10).fill("locked"));
      // Each 429 counted against the address: five reached Supabase, the rest were refused here.
      expect(grants("password") - before).toBe(5);
    } finally {
      auth.setRateLimited(false);
    }
  });
});

test("a production server refuses a DATABASE_URL to another host that may be unencrypted, naming it", async () => {
  test.setTimeout(60_000);
  const child = spawn(process.execPath, [EXIT_WITH_PARENT, ".next/standalone/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(base + 2),
      HOSTNAME: "127.0.0.1",
      AUTH_SECRET: BENCH_SECRET,
      TRUST_PROXY: "1",
      DATABASE_URL: "postgres://postgres.ref:secret@aws-0-us-west-1.pooler.supabase.com:6543/postgres",
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code, output).toBe(1);
  const [problem] = output.split("\n").filter((line) => line.includes('"config_invalid"'));
  expect(JSON.parse(problem!)).toMatchObject({
    variable: "DATABASE_URL",
    message: expect.stringContaining("without sslmode"),
  });
});
