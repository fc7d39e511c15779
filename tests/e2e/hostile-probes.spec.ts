import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { signInErrors } from "@/content/auth";
import { BENCH_SECRET, EXIT_WITH_PARENT, troubleLines, type AppServer } from "../support/app-server.mjs";
import { encodeMultipart } from "../support/form-posts.mjs";
import { request } from "../support/http-client.mjs";
import { startSupabaseAuthServer, type SupabaseAuthServer } from "../support/supabase-auth-server";
import {
  actionIds,
  callAction,
  freshStore,
  OWNER,
  serverOn,
  sessionFrom,
  signIn,
  type Store,
} from "./own-server";
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

  test("14,000 fields under a boundary spelled so parsers could read it differently: 413 in under 100 ms each", async () => {
    const shapes: [string, string][] = [
      ['multipart/form-data; boundary="q\\"abc"', 'q"abc'],
      [`multipart/form-data; boundary="${"b".repeat(71)}"`, "b".repeat(71)],
      ['multipart/form-data; x="; boundary=decoy"; boundary=real', "real"],
    ];
    for (const [type, boundary] of shapes) {
      const part = encodeMultipart([{ name: "f", value: "" }], boundary).length;
      // 14,000 fields, or as many as fit in 1 MB with a long boundary.
      const count = Math.min(14_000, Math.floor(1_000_000 / part));
      const body = encodeMultipart(
        Array.from({ length: count }, (_, i) => ({ name: `f${i}`, value: "" })),
        boundary,
      );
      // The fastest of three answers: other browser tests share the machine's two cores.
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const reply = await request(`${server.base}/contact`, {
          method: "POST",
          headers: { "content-type": type, origin: server.base },
          body,
        });
        times.push(performance.now() - started);
        expect(reply.status, type).toBe(413);
      }
      const ms = Math.min(...times);
      console.log(`${count} fields, ${type.slice(21, 60)}: 413 in ${Math.round(ms)} ms at best of 3`);
      expect(ms, type).toBeLessThan(100);
    }
    // Meanwhile the server stayed responsive.
    expect((await request(`${server.base}/robots.txt`)).status).toBe(200);
  });

  test("a Next-Action id of no action of this build: the proxy answers as Next would, and nothing is logged", async () => {
    const body = encodeMultipart([{ name: "0", value: '["$K1"]' }], "probe");
    const from = server.lines().length;
    for (const id of ["7f".padEnd(42, "0"), "zz"]) {
      const reply = await request(`${server.base}/contact`, {
        method: "POST",
        headers: {
          "next-action": id,
          "content-type": "multipart/form-data; boundary=probe",
          origin: server.base,
        },
        body,
      });
      expect(reply.status, id).toBe(404);
      expect(reply.headers["x-nextjs-action-not-found"], id).toBe("1");
    }
    // The form's own action still reaches it: a post without fields gets its validation.
    const own = await callAction(server, "submitContact", {}, {}, "/contact");
    expect(own.status).toBe(200);
    expect(server.lines().slice(from).join("\n")).not.toMatch(/Failed to find Server Action|\n\s+at /);
  });

  test("1,000 malformed posts from one address write a few lines and one that counts the rest", async () => {
    test.setTimeout(120_000);
    const from = server.lines().length;
    const action = { "next-action": actionIds().submitContact!, origin: server.base };
    // Each kind Next refuses with a 500 and a logged error, or we refuse before it.
    const shots = [
      { headers: { ...action, "content-type": "multipart/form-data; boundary=b" }, body: "--b\r\nbroken" },
      { headers: { ...action, "content-type": "text/plain" }, body: '["$Q1",' },
      {
        headers: { ...action, "content-type": "multipart/form-data; boundary=b" },
        body: encodeMultipart([{ name: "0", value: "garbage{" }], "b"),
      },
      {
        headers: { "next-action": "7f".padEnd(42, "1"), origin: server.base, "content-type": "text/plain" },
        body: "x",
      },
    ];
    for (let sent = 0; sent < 1000; sent += 25) {
      await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          request(`${server.base}/contact`, { method: "POST", ...shots[(sent + i) % shots.length]! }),
        ),
      );
    }
    // Log entries: Next prints an error over several lines (its stack indented, a closing brace).
    const written = () =>
      server
        .lines()
        .slice(from)
        .filter((line) => /^[^\s}]/.test(line));
    const counted = () =>
      written()
        .filter((line) => line.includes('"log_lines_suppressed"'))
        .reduce((sum, line) => sum + (JSON.parse(line) as { lines: number }).lines, 0);
    // Counted once the minute is over (a burst across a minute's end is counted after each).
    await expect.poll(counted, { timeout: 90_000, intervals: [1000] }).toBeGreaterThan(500);
    console.log(`1,000 malformed posts: ${written().length} lines written, ${counted()} counted`);
    // Ten lines a minute, and the counts: twice that if the burst spans two minutes.
    expect(written().length).toBeLessThanOrEqual(2 * 10 + 2);
  });

  test("no response's headers reach 4 KB, however a link or request is crafted", async () => {
    const worst = (char: string) =>
      new URLSearchParams([
        ...[
          "utm_source",
          "utm_medium",
          "utm_campaign",
          "utm_content",
          "utm_term",
          "ref",
          "source",
          "affiliate_link",
        ].map((key) => [key, char.repeat(200)]),
        ...["gclid", "gbraid", "wbraid", "fbclid", "msclkid", "ttclid", "li_fat_id"].map((key) => [
          key,
          "+/".repeat(250),
        ]),
      ]).toString();
    const cookie = `booking_params=${encodeURIComponent(JSON.stringify({ utm_source: '"'.repeat(200), gclid: "g".repeat(500) }))}`;
    const referer = `https://ref.example/${"%22".repeat(200)}`;
    // A browser of its own: a visit's booking clicks count once (the tab test below counts its own).
    const navigation = {
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
      "user-agent": "header-probe",
    };
    let largest = 0;
    for (const query of [worst('"'), worst("é"), worst("<")]) {
      for (const [path, headers] of [
        ["/services", {}],
        ["/contact", { referer }],
        ["/dental", { cookie, referer }],
        ["/aep-founders", {}],
        ["/contact/", {}],
        ["//contact", {}],
        ["/book", navigation],
        ["/api/health", {}],
        [`/${"p".repeat(900)}/`, {}],
        [`/${"p".repeat(2000)}`, {}],
      ] as [string, Record<string, string>][]) {
        const reply = await request(`${server.base}${path}?${query}`, { headers: { ...headers } });
        largest = Math.max(largest, reply.headerBytes);
        expect(reply.headerBytes, `${reply.status} ${path.slice(0, 20)}`).toBeLessThan(4096);
      }
    }
    console.log(`largest response header block: ${largest} bytes`);
  });

  test("/book with Sec-GPC: 1 passes no click id to the booking widget; the campaign goes on", async () => {
    const reply = await request(`${server.base}/book?utm_source=gpc-probe&gclid=GpcClick_1&fbclid=GpcFb_2`, {
      headers: {
        "sec-fetch-mode": "navigate",
        "sec-fetch-dest": "document",
        "sec-gpc": "1",
        "user-agent": "gpc-probe",
      },
    });
    expect(reply.status).toBe(302);
    const location = new URL(reply.headers.location!);
    expect(location.searchParams.get("utm_source")).toBe("gpc-probe");
    expect([location.searchParams.get("gclid"), location.searchParams.get("fbclid")]).toEqual([null, null]);
    const plain = await request(`${server.base}/book?utm_source=probe&gclid=Click_1`);
    expect(new URL(plain.headers.location!).searchParams.get("gclid")).toBe("Click_1");
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
