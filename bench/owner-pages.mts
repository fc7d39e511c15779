// Each owner page against a year of data: 10,000 leads (statuses, notes, follow-ups, deliveries) and 1,000,000 page
// views, on PGlite and on PostgreSQL, through the production server with a signed-in session. Per page: HTML size and
// the answer time (p50 / p95 of --rounds requests, one at a time), beside /robots.txt on the same server as the floor.
// Usage: npm run build && npx tsx --tsconfig tsconfig.node.json bench/owner-pages.mts [--db pglite|postgres|both]
//   [--leads 10000] [--views 1000000] [--rounds 40] [--only /settings/reports] [--serve] (--only: the pages whose path
//   starts with it; --serve: keep the server up and print how to sign in)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { BENCH_SECRET, startAppServer } from "../tests/support/app-server.mts";
import { freshDatabase } from "../tests/support/postgres.mts";
import { percentile } from "./lib/open-loop.mts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    leads: { type: "string", default: "10000" },
    views: { type: "string", default: "1000000" },
    rounds: { type: "string", default: "40" },
    port: { type: "string", default: "4390" },
    only: { type: "string", default: "" },
    serve: { type: "boolean", default: false },
  },
});

const { sql } = await import("drizzle-orm");
const { openDatabase } = await import("../lib/db/open");
const { signSession } = await import("../lib/auth/session");
const { seedOwnerData } = await import("./lib/owner-data.mts");

const OWNER = { email: "owner@bench.example", password: "bench-password-123" };
const PAGES = [
  "/settings",
  "/settings/leads",
  "/settings/leads?q=555",
  "/settings/leads?q=%28541%29+555-0101",
  "/settings/leads?q=harbor&kind=demo&sort=status",
  "/settings/leads?sort=oldest&page=400",
  "/settings/leads?status=won&page=3",
  "/settings/reports",
  "/settings/reports?period=all",
  "/settings/spend",
  "/settings/site",
  "/settings/ad-platforms",
  "/settings/privacy",
  "/settings/deliveries",
  "/settings/leads/LEAD",
];

console.log(`owner pages bench, ${new Date().toISOString()}, ${args.leads} leads, ${args.views} page views`);
for (const kind of args.db === "both" ? ["pglite", "postgres"] : [args.db!]) {
  const pg = kind === "postgres" ? await freshDatabase("bench_owner") : undefined;
  const dir = pg ? undefined : mkdtempSync(join(tmpdir(), "bench-owner-"));
  const location = pg ? { DATABASE_URL: pg.url } : { DATA_DIR: dir! };
  const db = await openDatabase(location);
  const seeding = performance.now();
  const { leadId } = await seedOwnerData(db, { leads: Number(args.leads), views: Number(args.views) });
  await db.execute(sql`vacuum analyze`);
  await db.close();
  console.log(`${kind}: seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const server = await startAppServer({
    port: Number(args.port),
    env: { ...location, OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password, NODE_ENV: "production" },
  });
  const cookie = `owner_session=${await signSession(OWNER.email, BENCH_SECRET, Date.now(), OWNER.password)}`;
  try {
    const fetchPage = async (path: string) => {
      const started = performance.now();
      const response = await fetch(server.base + path, { headers: { cookie }, redirect: "manual" });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
      return { ms: performance.now() - started, bytes: Buffer.byteLength(body) };
    };
    const rows: string[] = [];
    for (const page of ["/robots.txt", ...PAGES.filter((path) => path.startsWith(args.only!))]) {
      const path = page.replace("LEAD", leadId);
      await fetchPage(path);
      const runs = [];
      for (let i = 0; i < Number(args.rounds); i++) runs.push(await fetchPage(path));
      const times = runs.map((run) => run.ms).sort((a, b) => a - b);
      rows.push(
        `| ${page === "/robots.txt" ? "floor: /robots.txt" : page.replace("LEAD", ":id")} | ${(runs[0]!.bytes / 1024).toFixed(1)} KB | ${percentile(times, 50).toFixed(0)} ms | ${percentile(times, 95).toFixed(0)} ms |`,
      );
    }
    console.log(`\n${kind}\n| page | HTML | p50 | p95 |\n|---|---|---|---|\n${rows.join("\n")}`);
    if (args.serve) {
      console.log(
        `\nServing on ${server.base}; sign in as ${OWNER.email} / ${OWNER.password}. Ctrl-C to stop.`,
      );
      await server.exited;
    }
  } finally {
    await server.stop();
    if (pg) await pg.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
