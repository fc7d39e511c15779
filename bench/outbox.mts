// Outbox worker throughput: N webhook jobs delivered to a local receiver by one drain with W attempts at once
// (the server's delivery loop runs 8).
// Usage: npx tsx --tsconfig tsconfig.node.json bench/outbox.mts [--db pglite|postgres] [-n 1000] [-w 8]
//   postgres: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) gets a fresh database.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import postgres from "postgres";

process.env.WEBHOOK_ALLOW_PRIVATE = "1";
const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    n: { type: "string", short: "n", default: "1000" },
    w: { type: "string", short: "w", default: "8" },
  },
});
const total = Number(args.n);
const workers = Number(args.w);

const { openDatabase, rowsOf } = await import("../lib/db/open");
const { webhookConfigs, outboxJobs } = await import("../lib/db/schema");
const { enqueueJob } = await import("../tests/support/outbox-jobs");
const { drainOutbox } = await import("../lib/outbox/worker");
const { newSigningSecret } = await import("../lib/webhooks/signature");
const { sql } = await import("drizzle-orm");

let received = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    received++;
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const { port } = receiver.address() as AddressInfo;

let cleanup = async () => {};
let db;
if (args.db === "postgres") {
  const admin = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `bench_outbox_${Date.now().toString(36)}`;
  const adminSql = postgres(admin, { max: 1, onnotice: () => {} });
  await adminSql.unsafe(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  db = await openDatabase({ DATABASE_URL: url.toString() });
  cleanup = async () => {
    await adminSql.unsafe(`drop database if exists ${name} with (force)`);
    await adminSql.end();
  };
} else {
  const dir = mkdtempSync(join(tmpdir(), "bench-outbox-"));
  db = await openDatabase({ DATA_DIR: dir });
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

await db.insert(webhookConfigs).values({
  userId: "owner",
  webhookUrl: `http://127.0.0.1:${port}/hook`,
  enabled: true,
  signingSecret: newSigningSecret(),
});
for (let i = 0; i < total; i++) {
  await enqueueJob(db, {
    type: "webhook",
    webhookUserId: "owner",
    payload: { event: "form_submission", data: { n: i } },
  });
}

const quiet = console.info;
console.info = () => {}; // one log line per attempt would dominate the timing
const started = performance.now();
await drainOutbox(db, { budgetMs: 600_000, concurrency: workers });
const seconds = (performance.now() - started) / 1000;
console.info = quiet;

const result = (await db.execute(sql`select count(*) filter (where status = 'delivered')::int as delivered,
  count(*) filter (where attempts > 1)::int as retried from ${outboxJobs}`)) as unknown;
const row = rowsOf<{ delivered: number; retried: number }>(result)[0]!;
await db.close();
await cleanup();
receiver.close();

const ok = received === total && row.delivered === total;
console.log(
  `${args.db}: ${total} webhook jobs, ${workers} workers, ${seconds.toFixed(2)} s = ${(total / seconds).toFixed(1)} jobs/s; ` +
    `received ${received}, delivered ${row.delivered}, retried ${row.retried} ${ok ? "(each once)" : "(MISMATCH)"}`,
);
process.exit(ok ? 0 : 1);
