// The visit report endpoint (POST /api/seen) under load on the production server, on PGlite and on PostgreSQL:
// 300 reports/s for 60 s at a fixed arrival rate (after 10 s at a quarter of it), each from one of 6,000 addresses
// with campaigns and pages mixed, while a contact form post is sent halfway through and must still be stored.
// Budget: p95 < 50 ms, no errors, every report counted (views stored = reports accepted), the form post stored.
// Usage: npm run build && npx tsx --tsconfig tsconfig.node.json bench/beacon-load.mts [--db pglite|postgres|both]
//   [--rate 300] [--seconds 60]; PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startAppServer, troubleLines, type AppServer } from "../tests/support/app-server.mts";
import { request as send } from "../tests/support/http-client.mts";
import { accepted, formValues, readFormPage, scriptedPost } from "../tests/support/form-posts.mts";
import { freshDatabase } from "../tests/support/postgres.mts";
import { pastTimeTrap } from "../tests/support/time-trap.ts";
import { openLoop, summarize } from "./lib/open-loop.mts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    rate: { type: "string", default: "300" },
    seconds: { type: "string", default: "60" },
  },
});
const { openDatabase, rowsOf } = await import("../lib/db/open");
const { sql } = await import("drizzle-orm");

const BUDGET_P95_MS = 50;
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const PAGES = ["/", "/roofers", "/dental", "/services", "/contact", "/intake", "/automation-offer"];
const failures: string[] = [];
const kinds = args.db === "both" ? ["pglite", "postgres"] : [args.db!];
for (const [i, kind] of kinds.entries()) await run(kind, 4350 + i, Number(args.rate), Number(args.seconds));
if (failures.length) console.log(`\nBUDGET MISSED:\n- ${failures.join("\n- ")}`);
process.exit(failures.length ? 1 : 0);

async function run(kind: string, port: number, rate: number, seconds: number) {
  const dir = mkdtempSync(join(tmpdir(), "bench-beacon-"));
  const postgres = kind === "postgres" ? await freshDatabase("bench_beacon") : null;
  const server = await startAppServer({
    port,
    env: {
      ...(postgres ? { DATABASE_URL: postgres.url } : { DATABASE_URL: "", DATA_DIR: dir }),
      TRUST_PROXY: "1",
    },
  });
  const contact = await readFormPage(server.base, "/contact");
  await pastTimeTrap();
  const report = (i: number) => {
    const body = JSON.stringify({
      p: PAGES[i % PAGES.length],
      l: `/roofers?utm_source=${["google", "facebook", "bing"][i % 3]}&utm_medium=cpc&utm_campaign=c${i % 40}`,
      r: "",
    });
    return send(`${server.base}/api/seen`, {
      method: "POST",
      body: Buffer.from(body),
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        origin: server.base,
        "user-agent": CHROME,
        // 6,000 addresses: a few reports each, as visitors send them (the per-address cap is not what is measured).
        "x-forwarded-for": `10.9.${Math.floor((i % 6000) / 250)}.${i % 250}`,
      },
    });
  };
  const fire = async (i: number) => {
    const answer = await report(i);
    return {
      status: answer.status,
      outcome: answer.status === 204 ? ("accepted" as const) : ("error" as const),
    };
  };
  const warm = summarize(await openLoop({ ratePerSecond: rate / 4, durationSeconds: 10, fire }), 10);
  let formPost: Promise<boolean> | undefined;
  const samples = await openLoop({
    ratePerSecond: rate,
    durationSeconds: seconds,
    fire: (i) => fire(i + 1_000_000),
    onSecond: (second) => {
      if (second !== Math.floor(seconds / 2)) return;
      const post = scriptedPost("/contact", contact, formValues.contact(1), server.base);
      formPost = send(server.base + post.path, {
        method: "POST",
        body: post.body,
        headers: { ...post.headers, "x-forwarded-for": "192.0.2.10" },
      }).then((answer) => answer.status < 400 && accepted(post, answer.text));
    },
  });
  const result = summarize(samples, seconds);
  const formAccepted = (await formPost) ?? false;
  const counted = await countAfterStop(server, postgres, dir);
  await postgres?.drop();
  rmSync(dir, { recursive: true, force: true });

  const f = (x: number) => x.toFixed(1);
  const reports = warm.accepted + result.accepted;
  console.log(
    `\nVisit reports on ${kind}: ${rate}/s offered for ${seconds} s (after 10 s at ${rate / 4}/s), one server`,
  );
  console.log(
    `requests ${result.requests}, completed ${f(result.perSecond)}/s; latency p50 ${f(result.p50)} ms, p95 ${f(result.p95)} ms, p99 ${f(result.p99)} ms, max ${f(result.max)} ms; errors ${result.errors}`,
  );
  console.log(`views stored ${counted.views} for ${reports} reports accepted; visitors ${counted.visitors}`);
  console.log(
    `contact form post during the load: ${formAccepted ? "stored" : "FAILED"} (leads ${counted.leads})`,
  );
  console.log(`server log: ${counted.trouble} error lines`);
  if (result.p95 >= BUDGET_P95_MS) failures.push(`${kind}: p95 ${f(result.p95)} ms >= ${BUDGET_P95_MS} ms`);
  if (result.errors || warm.errors) failures.push(`${kind}: ${result.errors + warm.errors} errors`);
  if (counted.views !== reports)
    failures.push(`${kind}: views stored ${counted.views} != reports ${reports}`);
  if (!formAccepted || counted.leads !== 1) failures.push(`${kind}: the form post was not stored`);
  if (counted.trouble) failures.push(`${kind}: ${counted.trouble} error lines in the server log`);
}

/** The stored counts, read once the server has finished its work and stopped (PGlite is locked while it runs). */
async function countAfterStop(server: AppServer, postgres: { url: string } | null, dir: string) {
  const trouble = troubleLines(server.lines()).length;
  await server.stop();
  const db = await openDatabase(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dir });
  const [row] = rowsOf<{ views: number; visitors: number; leads: number }>(
    await db.execute(sql`select (select coalesce(sum(views), 0)::int from app.page_view_days) as views,
      (select coalesce(sum(visitors), 0)::int from app.page_view_days) as visitors,
      (select count(*)::int from app.leads) as leads`),
  );
  await db.close();
  return { ...row!, trouble };
}
