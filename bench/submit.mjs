// Form submissions through the real server, the way a browser without JavaScript posts them.
// Usage: node bench/submit.mjs [--db pglite|postgres] [-n 2000] [-c 20]
//   postgres uses BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) to create a fresh database.
// Needs a production build (npm run build). Prints throughput, latency percentiles, errors and rows stored vs sent.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { actionFields, multipart } from "./lib/form-post.mjs";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    n: { type: "string", short: "n", default: "2000" },
    c: { type: "string", short: "c", default: "20" },
  },
});
const total = Number(args.n);
const concurrency = Number(args.c);
const port = 3290;
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  AUTH_SECRET: "bench-secret-0123456789abcdef0123456789abcdef",
  RATE_LIMIT_PER_MINUTE: "1000000",
  RATE_LIMIT_PER_HOUR: "1000000",
};

let countRows;
let cleanup = async () => {};
if (args.db === "postgres") {
  const admin = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `bench_${Date.now().toString(36)}`;
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  await sql.unsafe(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  countRows = async () => {
    const db = postgres(env.DATABASE_URL, { max: 1 });
    const [row] =
      await db`select count(*)::int as rows, count(distinct submission_id)::int as ids from app.leads`;
    await db.end();
    return row;
  };
  cleanup = async () => {
    await sql.unsafe(`drop database if exists ${name} with (force)`);
    await sql.end();
  };
} else {
  env.DATA_DIR = mkdtempSync(join(tmpdir(), "bench-pglite-"));
  countRows = async () => {
    const db = await PGlite.create(join(env.DATA_DIR, "pglite"));
    const { rows } = await db.query(
      "select count(*)::int as rows, count(distinct submission_id)::int as ids from app.leads",
    );
    await db.close();
    return rows[0];
  };
  cleanup = async () => rmSync(env.DATA_DIR, { recursive: true, force: true });
}

const server = spawn("node_modules/.bin/next", ["start", "-H", "127.0.0.1", "-p", String(port)], {
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
const stopped = new Promise((resolve) => server.on("exit", resolve));
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/robots.txt`)).ok) break;
  } catch {}
  if (i > 100) throw new Error("server did not start");
  await new Promise((r) => setTimeout(r, 200));
}

const { fields, cookies } = await actionFields(base, "/contact");
await new Promise((r) => setTimeout(r, 2100)); // past the bot time trap
// Warm-up: the first post opens the database.
await fetch(`${base}/contact`, {
  method: "POST",
  body: multipart(fields, {
    submissionId: randomUUID(),
    name: "Warm Up",
    email: "warm@example.com",
    message: "warm-up",
  }),
  headers: { cookie: cookies, origin: base },
});

const latencies = [];
let errors = 0;
let accepted = 0;
let next = 0;
const started = performance.now();
async function worker() {
  while (next < total) {
    const i = next++;
    const body = multipart(fields, {
      submissionId: randomUUID(),
      name: `Bench ${i}`,
      email: `bench${i}@example.com`,
      message: `Benchmark message ${i}`,
    });
    const t0 = performance.now();
    try {
      const response = await fetch(`${base}/contact`, {
        method: "POST",
        body,
        headers: { cookie: cookies, origin: base },
      });
      const html = await response.text();
      latencies.push(performance.now() - t0);
      if (response.status === 200 && html.includes("Message Sent!")) accepted++;
      else errors++;
    } catch {
      errors++;
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - started) / 1000;

server.kill("SIGTERM");
await stopped;
const stored = await countRows();
await cleanup();

latencies.sort((a, b) => a - b);
const pct = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);
const result = {
  db: args.db,
  posts: total,
  concurrency,
  seconds: Number(seconds.toFixed(2)),
  perSecond: Number((total / seconds).toFixed(1)),
  p50ms: pct(50),
  p95ms: pct(95),
  p99ms: pct(99),
  errors,
  accepted,
  rowsStored: stored.rows - 1,
  distinctIds: stored.ids - 1,
};
console.log(JSON.stringify(result));
const ok = result.errors === 0 && result.rowsStored === total && result.distinctIds === total;
console.log(
  `${args.db}: ${total} posts at concurrency ${concurrency} in ${result.seconds}s = ${result.perSecond}/s; p50 ${result.p50ms} ms, p95 ${result.p95ms} ms, p99 ${result.p99ms} ms; errors ${errors}; rows stored ${result.rowsStored} of ${total} sent ${ok ? "(all stored, no duplicates)" : "(MISMATCH)"}`,
);
process.exit(ok ? 0 : 1);
