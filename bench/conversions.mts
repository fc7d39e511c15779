// Time from a lead's submission to the first attempt of its conversions at local GA4 and Meta stand-ins, two ways:
// kicked right after the response (every form post), and found by the in-server sweeper alone (a lead whose kick
// never ran: an instance that stopped first). Beside it, the floor: one POST from here to the stand-in.
// Usage: npx tsx --tsconfig tsconfig.node.json bench/conversions.mts [-n 30] [--sweeps 10] [--port 3760]
//   PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test): the sweeper run writes leads
//   from this process beside the server, which embedded PGlite does not allow.
import { createHash } from "node:crypto";
import { parseArgs } from "node:util";
import { GA4, startAdPlatforms } from "../tests/support/ad-platforms";
import { startAppServer } from "./lib/app-server.mjs";
import { formValues, readFormPage, scriptedPost } from "./lib/form-posts.mjs";
import { freshDatabase } from "./lib/postgres.mjs";

const { values: args } = parseArgs({
  options: {
    n: { type: "string", short: "n", default: "30" },
    sweeps: { type: "string", default: "10" },
    port: { type: "string", default: "3760" },
  },
});
const port = Number(args.port);

const pg = await freshDatabase("bench_conversions");
const { ga4, meta, settings, close } = await startAdPlatforms(port + 1);
// This process writes leads for the sweeper run with the same destinations as the server.
Object.assign(process.env, settings);
const server = await startAppServer({
  port,
  env: {
    ...settings,
    NODE_ENV: "production",
    DATABASE_URL: pg.url,
    EMAIL_TRANSPORT: "log",
    OWNER_EMAIL: "owner@example.com",
    OWNER_PASSWORD: "bench-owner-password-0123",
    RATE_LIMIT_PER_MINUTE: "10000",
    RATE_LIMIT_PER_HOUR: "100000",
  },
});

const clientId = (i: number) => `${1_000_000_000 + i}.1700000000`;
const emailHash = (email: string) => createHash("sha256").update(email).digest("hex");

/** When the first request carrying this lead's conversion reached each stand-in (undefined until both have). */
function firstAttempts(i: number, email: string) {
  const ga = ga4.requests.find((r) => r.body.includes(`"${clientId(i)}"`));
  const fb = meta.requests.find((r) => r.body.includes(emailHash(email)));
  return ga && fb ? [ga.at, fb.at] : undefined;
}

async function arrival(i: number, email: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const times = firstAttempts(i, email);
    if (times) return times;
    if (Date.now() > deadline) throw new Error(`no conversion for lead ${i} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const line = (label: string, values: number[]) =>
  `${label}: n=${values.length} p50 ${percentile(values, 50)} ms, p95 ${percentile(values, 95)} ms, max ${Math.max(...values)} ms`;

try {
  // The floor: a POST from here straight to the stand-in, as the server's own attempt makes it.
  const floor: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await fetch(`${ga4.origin}/mp/collect?measurement_id=${GA4.measurementId}&api_secret=${GA4.apiSecret}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_id: "1.2", events: [{ name: "floor", params: {} }] }),
    });
    floor.push(Math.round(performance.now() - t0));
  }

  // Kicked after the response: form posts as the contact form sends them with JavaScript.
  const page = await readFormPage(server.base, "/contact");
  await new Promise((r) => setTimeout(r, 2200));
  const kicked: number[] = [];
  for (let i = 0; i < Number(args.n); i++) {
    const values = formValues.contact(i);
    const post = scriptedPost("/contact", page, values, server.base);
    const response = await fetch(server.base + post.path, {
      method: "POST",
      headers: { ...post.headers, cookie: `${post.headers.cookie}; _ga=GA1.1.${clientId(i)}` },
      body: new Uint8Array(post.body),
    });
    await response.text();
    const answered = Date.now();
    for (const at of await arrival(i, String(values.email), 30_000)) kicked.push(at - answered);
  }

  // The sweeper alone: leads written straight to the database, as an instance that stopped before its kick left them.
  const { openDatabase } = await import("../lib/db/open");
  const { insertLead } = await import("../lib/leads/insert-lead");
  const db = await openDatabase({ DATABASE_URL: pg.url }, { migrate: false });
  const swept: number[] = [];
  for (let j = 0; j < Number(args.sweeps); j++) {
    const i = 100_000 + j;
    const email = `swept${j}@example.com`;
    const lead = {
      kind: "contact" as const,
      name: "Swept Lead",
      email,
      businessName: null,
      payload: { name: "Swept Lead", email, message: "Found by the sweeper." },
      attribution: { _ga: `GA1.1.${clientId(i)}` },
      submissionId: crypto.randomUUID(),
      gpc: false,
      userAgent: "bench",
      createdAt: new Date(),
    };
    await insertLead(db, lead, { webhookOwners: [], visit: { ip: "203.0.113.9", userAgent: "bench" } });
    const stored = Date.now();
    for (const at of await arrival(i, email, 90_000)) swept.push(at - stored);
    // Spread over the sweeper's 15 s period rather than lined up behind its last pass.
    await new Promise((r) => setTimeout(r, 1000 + Math.random() * 6000));
  }
  await db.close();

  const refused = [...ga4.requests, ...meta.requests].filter((r) => r.problems.length).length;
  console.log(`conversions bench, PostgreSQL, ${new Date().toISOString()}`);
  console.log(line("floor (one POST to the stand-in)", floor));
  console.log(
    `${line("kicked after the response: response -> first attempt", kicked)} (target p95 <= 5000 ms)`,
  );
  console.log(`${line("in-server sweeper alone: stored -> first attempt", swept)} (target p95 <= 60000 ms)`);
  console.log(`requests the stand-ins refused: ${refused}`);
} finally {
  await server.stop();
  await close();
  await pg.drop();
}
