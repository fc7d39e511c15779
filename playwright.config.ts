import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3210);
// One database per run, named here so the server and every test worker agree on it.
process.env.E2E_DB_NAME ??= `e2e_${Date.now().toString(36)}`;
process.env.E2E_RESEND_URL ??= `http://127.0.0.1:${port + 1}`;
if (process.env.TEST_DATABASE_URL) process.env.E2E_ADMIN_DATABASE_URL ??= process.env.TEST_DATABASE_URL;
export const baseURL = `http://127.0.0.1:${port}`;
// `npm run test:deep` adds the full hostile run (5,000 requests per endpoint) and a second build with a GA4 id.
const deep = Boolean(process.env.E2E_DEEP);
const supabasePort = port + 10;
const supabaseBaseURL = `http://127.0.0.1:${supabasePort}`;

export default defineConfig({
  testDir: "tests/e2e",
  // Specs import server modules (form tokens, the schema); this maps their `server-only` marker away.
  tsconfig: "./tsconfig.node.json",
  fullyParallel: true,
  // Most of a browser test is waiting (the page, the server, the time trap): three at once keep two cores busy.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PW_REPORTER ? [["list"], ["json", { outputFile: process.env.PW_REPORTER }]] : "list",
  timeout: 30_000,
  use: {
    baseURL,
    trace: "off",
    launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /(delivery|supabase-auth|hostile|analytics)\.spec\.ts/,
    },
    // The same build in Supabase Auth mode, against a local server speaking Supabase Auth's API.
    {
      name: "supabase",
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: supabaseBaseURL },
      testMatch: /supabase-auth\.spec\.ts/,
    },
    // Delivery timing (emails within 10 s, submissions fast while the email API hangs) is measured on a quiet
    // server, after everything else.
    {
      name: "delivery",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /delivery\.spec\.ts/,
      dependencies: ["chromium"],
    },
    // Hostile requests against a server of the spec's own keep both cores busy: last, alone, so they neither slow
    // the browser tests down nor disturb the delivery timings. A smoke of a few hundred per endpoint; deep, thousands.
    {
      name: "hostile",
      testMatch: /hostile\.spec\.ts/,
      dependencies: ["delivery"],
    },
    // A second build with a GA4 id (a minute of both cores), after the rest so it slows nothing down.
    ...(deep
      ? [
          {
            name: "analytics",
            use: { ...devices["Desktop Chrome"], channel: undefined },
            testMatch: /analytics\.spec\.ts/,
            dependencies: ["hostile"],
          },
        ]
      : []),
  ],
  webServer: [
    {
      // The production build (built first when missing) on a fresh database.
      command: "node scripts/e2e-server.mjs",
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      // Every test posts from 127.0.0.1, so the per-address limits are raised; their logic has its own tests.
      env: {
        E2E_PORT: String(port),
        AUTH_SECRET: "e2e-secret-0123456789abcdef0123456789abcdef",
        RATE_LIMIT_PER_MINUTE: "10000",
        RATE_LIMIT_PER_HOUR: "100000",
        // Likewise each sender's share of the hourly email ceilings (a tenth: 3 confirmations, 2 owner emails).
        CONFIRMATIONS_PER_HOUR: "10000",
        OWNER_NOTIFICATIONS_PER_HOUR: "10000",
        // And the log lines one address may cause: the run's log stays whole (hostile-probes tests the allowance).
        LOG_LINES_PER_MINUTE: "0",
        OWNER_EMAIL: "owner@example.com",
        OWNER_PASSWORD: "correct-horse-battery-staple",
        CRON_SECRET: "e2e-cron-secret-0123456789abcdef",
        // As deployed behind one proxy: the tests below set x-forwarded-proto as a TLS-terminating proxy would. The
        // server reached directly (no proxy trusted) has a spec of its own (client-address.spec.ts).
        TRUST_PROXY: "1",
      },
    },
    {
      command: "npx tsx scripts/e2e-supabase-server.mts",
      url: `${supabaseBaseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      env: { E2E_SUPABASE_PORT: String(supabasePort) },
    },
  ],
});
