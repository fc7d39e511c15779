// Load on the production server (`npm start`: node .next/standalone/start.mjs).
//   static: GET / and /services with autocannon, against nginx serving the same pre-rendered HTML (the ceiling).
//   write:  a form-submission mix at a fixed arrival rate on PostgreSQL, checked against the write-path budget:
//           200 submissions/s for 60 s, p95 < 150 ms, 0 errors, rows stored = posts accepted, RSS < 400 MB and flat.
// Usage: npm run build && npx tsx bench/load.mts [--static] [--write] [--rate 200] [--seconds 60]
//   PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) gets a fresh database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { prerenderedHtmlDir } from "../lib/next-internals/build-output.mjs";
import { startAppServer, troubleLines, waitForHttp } from "../tests/support/app-server.mts";
import { request as send } from "../tests/support/http-client.mts";
import {
  accepted,
  FORM_PATHS,
  formValues,
  nativePost,
  readFormPage,
  scriptedPost,
  type Post,
} from "../tests/support/form-posts.mts";
import { nginxBinary, startNginx } from "./lib/nginx.mts";
import { openLoop, percentile, summarize } from "./lib/open-loop.mts";
import { freshDatabase } from "../tests/support/postgres.mts";
import { startProviders } from "./lib/providers.mts";
import { pastTimeTrap } from "../tests/support/time-trap.ts";

const { values: args } = parseArgs({
  options: {
    static: { type: "boolean", default: false },
    write: { type: "boolean", default: false },
    rate: { type: "string", default: "200" },
    seconds: { type: "string", default: "60" },
    connections: { type: "string", default: "50" },
  },
});
const runAll = !args.static && !args.write;
const failures: string[] = [];

if (runAll || args.static) await staticPages(Number(args.connections), 10);
if (runAll || args.write) await writePath(Number(args.rate), Number(args.seconds));
if (failures.length) console.log(`\nBUDGET MISSED:\n- ${failures.join("\n- ")}`);
process.exit(failures.length ? 1 : 0);

async function staticPages(connections: number, duration: number) {
  const paths = ["/", "/services"];
  const measure = async (name: string, base: string) => {
    const rows = [];
    for (const path of paths) {
      // Every response's latency, for exact percentiles (autocannon's own summary has no p95).
      const latencies: number[] = [];
      const run = autocannon({ url: base + path, connections, duration });
      run.on("response", (_client, _status, _bytes, ms: number) => void latencies.push(ms));
      const r = await new Promise<autocannon.Result>((resolve) => run.on("done", resolve));
      latencies.sort((a, b) => a - b);
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
      const errors = r.errors + r.non2xx + r.timeouts;
      rows.push({ name, path, rps: r.requests.average, p50, p95, p99, errors });
    }
    return rows;
  };
  const dataDir = mkdtempSync(join(tmpdir(), "bench-static-"));
  const server = await startAppServer({ port: 3296, env: { DATA_DIR: dataDir } });
  const rows = await measure("node server", server.base);
  await server.stop();
  if (nginxBinary()) {
    const root = resolve(prerenderedHtmlDir());
    const nginx = startNginx(
      join(dataDir, "nginx"),
      `server {
    listen 127.0.0.1:3297;
    root ${root};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }`,
    );
    await waitForHttp("http://127.0.0.1:3297/");
    rows.push(...(await measure("nginx (same HTML)", "http://127.0.0.1:3297")));
    nginx.kill("SIGQUIT");
  } else console.log("nginx not found (apt-get install nginx): no ceiling to compare with");
  rmSync(dataDir, { recursive: true, force: true });

  console.log(`\nStatic pages: ${connections} connections, ${duration} s per run (latency ms)`);
  console.log("server              path        req/s     p50    p95    p99  errors");
  const ms = (x: number) => x.toFixed(1).padStart(6);
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(19)} ${r.path.padEnd(10)} ${r.rps.toFixed(0).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${String(r.errors).padStart(7)}`,
    );
  }
  for (const path of paths) {
    const n = rows.find((r) => r.name === "node server" && r.path === path);
    const x = rows.find((r) => r.name.startsWith("nginx") && r.path === path);
    if (n && x)
      console.log(
        `${path}: the Node server reaches ${((n.rps / x.rps) * 100).toFixed(1)} % of nginx (ratio ${(n.rps / x.rps).toFixed(3)})`,
      );
    if (n?.errors) failures.push(`${path}: ${n.errors} errors under load`);
  }
}

/** 45 % contact, 25 % intake, 25 % demo with JavaScript on; 5 % contact posted without JavaScript. */
function pick(i: number): { form: keyof typeof FORM_PATHS; scripted: boolean } {
  const slot = i % 20;
  if (slot < 9) return { form: "contact", scripted: true };
  if (slot < 14) return { form: "intake", scripted: true };
  if (slot < 19) return { form: "demo", scripted: true };
  return { form: "contact", scripted: false };
}

async function writePath(rate: number, seconds: number) {
  const db = await freshDatabase("bench_load");
  const providers = await startProviders();
  const server = await startAppServer({
    port: 3298,
    logFile: process.env.BENCH_SERVER_LOG,
    env: {
      DATABASE_URL: db.url,
      TRUST_PROXY: "1",
      ...providers.env,
    },
  });
  await providers.configureWebhook(db.sql);
  const pages = Object.fromEntries(
    await Promise.all(
      Object.entries(FORM_PATHS).map(
        async ([form, path]) => [form, await readFormPage(server.base, path)] as const,
      ),
    ),
  );
  await pastTimeTrap();
  const origin = server.base;
  let n = 0;
  const post = (i: number): Post => {
    const { form, scripted } = pick(i);
    const build = scripted ? scriptedPost : nativePost;
    return build(FORM_PATHS[form], pages[form]!, formValues[form](n++), origin);
  };
  const fire = async (i: number) => {
    const request = post(i);
    // Every post from its own address, as real visitors are; the per-address limit is not what is measured.
    const forwarded = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const response = await send(server.base + request.path, {
      method: "POST",
      body: request.body,
      headers: { ...request.headers, "x-forwarded-for": forwarded },
    });
    if (response.status >= 400) return { status: response.status, outcome: "error" as const };
    const outcome = accepted(request, response.text) ? ("accepted" as const) : ("refused" as const);
    return { status: response.status, outcome };
  };

  const warm = summarize(await openLoop({ ratePerSecond: rate / 4, durationSeconds: 10, fire }), 10);
  console.log(`warm-up: ${JSON.stringify(warm)}`);
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(server.rssMb()), 1000);
  rss.push(server.rssMb());
  const samples = await openLoop({ ratePerSecond: rate, durationSeconds: seconds, fire });
  clearInterval(sampler);
  rss.push(server.rssMb());
  const run = summarize(samples, seconds);

  await new Promise((r) => setTimeout(r, 2000));
  const [stored] = await db.sql<{ leads: number; ids: number }[]>`
    select count(*)::int as leads, count(distinct submission_id)::int as ids from app.leads`;
  const [outbox] = await db.sql<{ delivered: number; pending: number }[]>`
    select count(*) filter (where status = 'delivered')::int as delivered,
           count(*) filter (where status in ('pending', 'running'))::int as pending from app.outbox_jobs`;
  const trouble = troubleLines(server.lines());
  await server.stop();
  await providers.close();
  await db.drop();

  const acceptedTotal = warm.accepted + run.accepted;
  const first = rss.slice(0, 10);
  const last = rss.slice(-10);
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const drift = avg(last) - avg(first);
  const peak = Math.max(...rss);
  const f = (x: number) => x.toFixed(1);

  console.log(
    `\nForm submissions: ${rate}/s offered for ${seconds} s (after 10 s at ${rate / 4}/s), PostgreSQL, one server process`,
  );
  console.log("mix: 45 % contact, 25 % intake, 25 % demo with JavaScript; 5 % contact without JavaScript");
  console.log(
    `requests ${run.requests}, completed ${f(run.perSecond)}/s; latency p50 ${f(run.p50)} ms, p95 ${f(run.p95)} ms, p99 ${f(run.p99)} ms, max ${f(run.max)} ms`,
  );
  console.log(`accepted ${run.accepted}, refused ${run.refused}, errors ${run.errors}`);
  console.log(
    `rows stored ${stored!.leads} (distinct submission ids ${stored!.ids}) for ${acceptedTotal} posts accepted (warm-up included)`,
  );
  console.log(
    `server RSS: start ${f(rss[0]!)} MB, peak ${f(peak)} MB, end ${f(rss.at(-1)!)} MB; last 10 s vs first 10 s ${drift >= 0 ? "+" : ""}${f(drift)} MB`,
  );
  console.log(
    `server RSS every 5 s: ${rss
      .filter((_, i) => i % 5 === 0)
      .map((x) => x.toFixed(0))
      .join(" ")} MB`,
  );
  console.log(
    `outbox at the end: ${outbox!.delivered} jobs delivered, ${outbox!.pending} waiting (emails go at Resend's 2 requests/s; webhooks received ${providers.webhooks().unique})`,
  );
  console.log(
    `server log: ${trouble.length} error lines${trouble.length ? `, e.g. ${trouble[0]!.slice(0, 200)}` : ""}`,
  );

  if (run.perSecond < rate * 0.98) failures.push(`throughput ${f(run.perSecond)}/s < ${rate}/s`);
  if (run.p95 >= 150) failures.push(`p95 ${f(run.p95)} ms >= 150 ms`);
  if (run.errors || run.refused) failures.push(`${run.errors} errors, ${run.refused} refused`);
  if (stored!.leads !== acceptedTotal || stored!.ids !== acceptedTotal)
    failures.push(`rows stored ${stored!.leads} != accepted ${acceptedTotal}`);
  if (peak >= 400) failures.push(`RSS peak ${f(peak)} MB >= 400 MB`);
  if (drift > 40) failures.push(`RSS grew ${f(drift)} MB across the run`);
  if (trouble.length) failures.push(`${trouble.length} error lines in the server log`);
}
