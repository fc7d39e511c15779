// Faults, each run against the production server and ending with what was lost (must be 0).
//   database:  PostgreSQL stops during a submission run and comes back; the server is not restarted.
//   kill:      the server is killed (SIGKILL) with delivery jobs under way, then started again.
//   providers: the email API and the webhook receiver are down for --outage seconds (default 300), then back.
// Usage: npm run build && npx tsx bench/faults.mts [database] [kill] [providers] [--outage 300]
// The database run starts a PostgreSQL server of its own (Debian's binaries, as user postgres) on port 55432.
import { mkdirSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import type { Sql } from "postgres";
import postgres from "postgres";
import { startAppServer, troubleLines, type AppServer } from "../tests/support/app-server.mts";
import { request as send } from "../tests/support/http-client.mts";
import {
  accepted,
  FORM_PATHS,
  formValues,
  readFormPage,
  scriptedPost,
} from "../tests/support/form-posts.mts";
import { openLoop } from "./lib/open-loop.mts";
import { freshDatabase, privateServer } from "../tests/support/postgres.mts";
import { startProviders } from "./lib/providers.mts";
import { pastTimeTrap } from "../tests/support/time-trap.ts";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { outage: { type: "string", default: "300" } },
});
const runs = positionals.length ? positionals : ["database", "kill", "providers"];
const report: string[] = [];
mkdirSync("bench/results", { recursive: true });
const logFile = (run: string) => `bench/results/faults-${run}.log`;
for (const run of runs) rmSync(logFile(run), { force: true });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stamp = () => new Date().toISOString().slice(11, 19);
const say = (text: string) => console.log(`[${stamp()}] ${text}`);

type Post = {
  submissionId: string;
  outcome: "accepted" | "error-message" | "other";
  status: number;
  /** Seconds into the run when it was sent, and how long the answer took. */
  sentAt: number;
  ms: number;
};

/** Contact-form posts with JavaScript on, each from its own address; returns what every visitor was told. */
async function submitFor(server: AppServer, ratePerSecond: number, seconds: number, at = 0): Promise<Post[]> {
  const page = await readFormPage(server.base, FORM_PATHS.contact);
  await pastTimeTrap();
  const posts: Post[] = [];
  const t0 = performance.now();
  await openLoop({
    ratePerSecond,
    durationSeconds: seconds,
    fire: async (i) => {
      const n = at + i;
      const values = formValues.contact(n);
      const request = scriptedPost(FORM_PATHS.contact, page, values, server.base);
      const sentAt = performance.now();
      const record = (outcome: Post["outcome"], status: number) => {
        const ms = performance.now() - sentAt;
        posts.push({
          submissionId: String(values.submissionId),
          outcome,
          status,
          sentAt: (sentAt - t0) / 1000,
          ms,
        });
        return { status, outcome: outcome === "accepted" ? ("accepted" as const) : ("refused" as const) };
      };
      try {
        const response = await send(server.base + request.path, {
          method: "POST",
          body: request.body,
          headers: { ...request.headers, "x-forwarded-for": `10.9.${(n >> 8) & 255}.${n & 255}` },
          timeoutMs: 60_000,
        });
        const text = response.text;
        if (response.status === 200 && accepted(request, text)) return record("accepted", 200);
        // The spec's destructive toast: title "Error", the form kept.
        if (response.status === 200 && /"status":"error","toast":\{"title":"Error"/.test(text))
          return record("error-message", 200);
        return record("other", response.status);
      } catch {
        return record("other", 0);
      }
    },
  });
  return posts;
}

/** Per 5 s of the run: posts sent, what visitors were told, the slowest answer. */
function timeline(posts: Post[]): string[] {
  const buckets = new Map<number, Post[]>();
  for (const p of posts) {
    const key = Math.floor(p.sentAt / 5) * 5;
    buckets.set(key, [...(buckets.get(key) ?? []), p]);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, list]) => {
      const n = (o: Post["outcome"]) => list.filter((p) => p.outcome === o).length;
      const slowest = Math.max(...list.map((p) => p.ms));
      return `${String(at).padStart(3)}-${at + 5} s: ${list.length} sent, ${n("accepted")} accepted, ${n("error-message")} "Error", ${n("other")} other; slowest ${slowest.toFixed(0)} ms`;
    });
}

/** Leads of these submissions missing from the database, and stored leads short of their jobs. */
async function lostAndHalf(sql: Sql, acceptedIds: string[]) {
  const rows = await sql<{ submission_id: string; jobs: number }[]>`
    select l.submission_id, count(j.id)::int as jobs from app.leads l
    left join app.outbox_jobs j on j.lead_id = l.id group by l.submission_id`;
  const stored = new Map(rows.map((r) => [r.submission_id, r.jobs]));
  return {
    stored: rows.length,
    lost: acceptedIds.filter((id) => !stored.has(id)).length,
    halfWritten: rows.filter((r) => r.jobs !== 3).length,
  };
}

async function outboxState(sql: Sql) {
  const [row] = await sql<{ delivered: number; waiting: number; dead: number }[]>`
    select count(*) filter (where status = 'delivered')::int as delivered,
           count(*) filter (where status in ('pending', 'running'))::int as waiting,
           count(*) filter (where status = 'dead')::int as dead from app.outbox_jobs`;
  return row!;
}

async function untilDelivered(sql: Sql, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let state = await outboxState(sql);
  while (state.waiting > 0 && Date.now() < deadline) {
    await sleep(5000);
    state = await outboxState(sql);
  }
  return state;
}

type Providers = Awaited<ReturnType<typeof startProviders>>;

/** Jobs due against what reached the stand-ins: a job with no distinct arrival is lost. */
async function arrivals(sql: Sql, providers: Providers) {
  const [jobs] = await sql<{ emails: number; webhooks: number; attempts: number }[]>`
    select count(*) filter (where type <> 'webhook')::int as emails,
           count(*) filter (where type = 'webhook')::int as webhooks,
           (select count(*)::int from app.outbox_attempts) as attempts from app.outbox_jobs`;
  const emails = providers.emails();
  const webhooks = providers.webhooks();
  const missing = jobs.emails - emails.unique + (jobs.webhooks - webhooks.unique);
  return { jobs: jobs!, emails, webhooks, missing };
}

/** Waits for every job, counts what was lost, and stops the server and stand-ins. */
async function settle(
  run: {
    server: AppServer;
    providers: Providers;
    db: Awaited<ReturnType<typeof freshDatabase>>;
    posts: Post[];
  },
  timeoutMs: number,
) {
  const outbox = await untilDelivered(run.db.sql, timeoutMs);
  const acceptedIds = run.posts.filter((p) => p.outcome === "accepted").map((p) => p.submissionId);
  const stored = await lostAndHalf(run.db.sql, acceptedIds);
  const { jobs, emails, webhooks: hooks, missing } = await arrivals(run.db.sql, run.providers);
  const trouble = troubleLines(run.server.lines());
  await run.server.stop();
  await run.providers.close();
  await run.db.drop();
  return { outbox, ...stored, jobs, emails, hooks, missing, trouble };
}

async function health(server: AppServer): Promise<number> {
  try {
    return (await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(10_000) })).status;
  } catch {
    return 0;
  }
}

async function databaseStops() {
  say("database: private PostgreSQL on 55432; 40 s of posts at 20/s; stopped at 10 s, started at 25 s");
  const pg = privateServer(55432);
  await pg.start();
  const providers = await startProviders();
  // Emails go to the dev mailbox here (delivered at once), so the run can check every job is delivered.
  const { RESEND_API_KEY: _key, RESEND_BASE_URL: _base, ...env } = providers.env;
  const server = await startAppServer({
    port: 3301,
    env: { ...env, DATABASE_URL: pg.url, TRUST_PROXY: "1" },
    logFile: logFile("database"),
  });
  const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
  await providers.configureWebhook(sql);
  await sql.end();
  const healthSeen: { at: number; status: number }[] = [];
  const t0 = Date.now();
  const outageDone = (async () => {
    await sleep(12_000);
    await pg.stop();
    say("database: PostgreSQL stopped");
    healthSeen.push({ at: Date.now() - t0, status: await health(server) });
    await sleep(15_000);
    await pg.start();
    say("database: PostgreSQL started again");
  })();
  const posts = await submitFor(server, 20, 40);
  await outageDone;
  healthSeen.push({ at: Date.now() - t0, status: await health(server) });
  const db = postgres(pg.url, { max: 1, onnotice: () => {} });
  const acceptedIds = posts.filter((p) => p.outcome === "accepted").map((p) => p.submissionId);
  const { stored, lost, halfWritten } = await lostAndHalf(db, acceptedIds);
  const refusedStored = await db<{ n: number }[]>`select count(*)::int as n from app.leads
    where submission_id = any(${posts.filter((p) => p.outcome !== "accepted").map((p) => p.submissionId)})`;
  const last10 = posts.filter((p) => p.sentAt >= 30);
  const outbox = await untilDelivered(db, 120_000);
  await db.end();
  const trouble = troubleLines(server.lines());
  await server.stop();
  await providers.close();
  pg.remove();

  const count = (o: Post["outcome"]) => posts.filter((p) => p.outcome === o).length;
  const lines = [
    `posts ${posts.length}: accepted ${count("accepted")}, told "Error" ${count("error-message")}, anything else ${count("other")}`,
    `stored ${stored} leads; accepted but missing ${lost}; stored without all their jobs ${halfWritten}; refused yet stored ${refusedStored[0]!.n}`,
    `after the restart of PostgreSQL, the last 10 s: ${last10.filter((p) => p.outcome === "accepted").length} of ${last10.length} accepted (no server restart)`,
    `/api/health: ${healthSeen.map((h) => `${h.status} at ${(h.at / 1000).toFixed(0)} s`).join(", ")}`,
    `outbox afterwards: ${outbox.delivered} delivered, ${outbox.waiting} waiting, ${outbox.dead} dead; server log trouble lines ${trouble.length}`,
    `LOST: ${lost + halfWritten + count("other") + outbox.waiting + outbox.dead}`,
  ];
  report.push("database stopped during submissions", ...lines.map((l) => `  ${l}`));
  lines.forEach((l) => say(`database: ${l}`));
  timeline(posts).forEach((l) => say(`database: ${l}`));
}

async function killedServer() {
  say(
    "kill: 150 posts at 30/s, webhooks answered after 2 s; SIGKILL while the first is unanswered; start again",
  );
  const db = await freshDatabase("bench_kill");
  const providers = await startProviders();
  providers.webhookDelay(2000);
  const env = { ...providers.env, DATABASE_URL: db.url, TRUST_PROXY: "1" };
  let server = await startAppServer({ port: 3302, env, logFile: logFile("kill") });
  await providers.configureWebhook(db.sql);
  const posting = submitFor(server, 30, 5);
  // Kill while attempts are under way: a webhook the receiver has got but not yet answered, others claimed.
  const deadline = Date.now() + 60_000;
  while (providers.webhooks().requests === 0 && Date.now() < deadline) await sleep(50);
  const before = await db.sql<{ status: string; n: number }[]>`
    select status::text, count(*)::int as n from app.outbox_jobs group by status`;
  await server.stop("SIGKILL");
  say(`kill: killed; jobs then: ${before.map((r) => `${r.status} ${r.n}`).join(", ")}`);
  const posts = await posting;
  server = await startAppServer({ port: 3302, env, logFile: logFile("kill") });
  say("kill: started again; waiting for every job (claimed ones come back when their 2-minute lease ends)");
  const { outbox, stored, lost, halfWritten, jobs, emails, hooks, missing, trouble } = await settle(
    { server, providers, db, posts },
    10 * 60_000,
  );

  const count = (o: Post["outcome"]) => posts.filter((p) => p.outcome === o).length;
  const lines = [
    `posts ${posts.length}: accepted ${count("accepted")}, cut off by the kill ${count("other")}; stored ${stored} (${stored - count("accepted")} of them stored just before the kill, their answer lost); accepted but missing ${lost}, without all jobs ${halfWritten}`,
    `emails: ${jobs.emails} jobs, ${emails.unique} distinct emails at the provider (${emails.twice} repeated requests for an email under way at the kill, answered from its idempotency key)`,
    `webhooks: ${jobs.webhooks} jobs, ${hooks.unique} distinct webhook-ids received (${hooks.twice} redelivered after the kill under the same webhook-id)`,
    `outbox: ${outbox.delivered} delivered, ${outbox.waiting} waiting, ${outbox.dead} dead; server log trouble lines ${trouble.length}`,
    `LOST: ${lost + halfWritten + outbox.waiting + outbox.dead + missing}`,
  ];
  report.push("server killed with jobs under way", ...lines.map((l) => `  ${l}`));
  lines.forEach((l) => say(`kill: ${l}`));
}

async function providersDown(outageSeconds: number) {
  say(`providers: 120 posts at 2/s; email API and webhook receiver down from 20 s for ${outageSeconds} s`);
  const db = await freshDatabase("bench_outage");
  const providers = await startProviders();
  const server = await startAppServer({
    port: 3303,
    env: { ...providers.env, DATABASE_URL: db.url, TRUST_PROXY: "1" },
    logFile: logFile("providers"),
  });
  await providers.configureWebhook(db.sql);
  const outage = (async () => {
    await sleep(22_000);
    providers.setDown(true);
    say("providers: down");
    await sleep(outageSeconds * 1000);
    providers.setDown(false);
    say("providers: back");
  })();
  const posts = await submitFor(server, 2, 60);
  await outage;
  say("providers: waiting for every job (retries follow the schedule: 5 s, 5 min, 30 min, ...)");
  const { outbox, stored, lost, halfWritten, jobs, emails, hooks, missing, trouble } = await settle(
    { server, providers, db, posts },
    60 * 60_000,
  );

  const lines = [
    `posts ${posts.length}: all accepted ${posts.every((p) => p.outcome === "accepted")}; stored ${stored}, missing ${lost}, without all jobs ${halfWritten}`,
    `attempts recorded ${jobs.attempts} for ${jobs.emails + jobs.webhooks} jobs`,
    `emails: ${jobs.emails} jobs, ${emails.unique} distinct emails, ${emails.twice} sent twice`,
    `webhooks: ${jobs.webhooks} jobs, ${hooks.unique} distinct webhook-ids, ${hooks.twice} received twice`,
    `outbox: ${outbox.delivered} delivered, ${outbox.waiting} waiting, ${outbox.dead} dead; server log trouble lines ${trouble.length}`,
    `LOST: ${lost + halfWritten + outbox.waiting + outbox.dead + missing}`,
  ];
  report.push(`email API and webhook receiver down for ${outageSeconds} s`, ...lines.map((l) => `  ${l}`));
  lines.forEach((l) => say(`providers: ${l}`));
}

for (const run of runs) {
  if (run === "database") await databaseStops();
  else if (run === "kill") await killedServer();
  else if (run === "providers") await providersDown(Number(args.outage));
  else throw new Error(`unknown run ${run}: database, kill or providers`);
}
console.log(`\n${report.join("\n")}`);
const lostTotal = report
  .filter((l) => l.includes("LOST:"))
  .reduce((n, l) => n + Number(l.split("LOST: ")[1]), 0);
process.exit(lostTotal === 0 ? 0 : 1);
