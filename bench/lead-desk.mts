// The owner's lead views among 100,000 stored leads with statuses: the lead desk, the response times of a period,
// the status counts and a status-filtered page of the leads list, and a status change (its transaction and jobs), on
// PGlite and on PostgreSQL. Medians of 9 runs.
// Usage: npx tsx --tsconfig tsconfig.node.json bench/lead-desk.mts [--db pglite|postgres|both] [--leads 100000]
//   [--runs 9]
import { parseArgs } from "node:util";
import { openBenchDatabase } from "./lib/bench-database.mts";
import { timeRuns as time } from "./lib/runs.mts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    leads: { type: "string", default: "100000" },
    runs: { type: "string", default: "9" },
  },
});

const { sql } = await import("drizzle-orm");
const { leadDesk } = await import("../lib/settings/leads/desk");
const { leadsPage, leadStatusCounts } = await import("../lib/settings/leads/query");
const { responseTimes } = await import("../lib/reports/response-times");
const { setLeadStatus } = await import("../lib/leads/status");
const { rowsOf } = await import("../lib/db/open");
type Database = Awaited<ReturnType<typeof openBenchDatabase>>["db"];

/** Leads over a year; most answered within minutes to days, with the statuses a year of work leaves. */
async function seed(db: Database, count: number) {
  await db.execute(sql`
    insert into app.leads (kind, name, email, payload, attribution, submission_id, created_at, status, responded_at)
    select 'contact', 'Lead ' || i, 'lead' || i || '@example.com',
      jsonb_build_object('name', 'Lead ' || i, 'email', 'lead' || i || '@example.com', 'message', 'Hello'),
      jsonb_build_object('utm_source', (array['google', 'facebook', 'newsletter'])[1 + i % 3]),
      gen_random_uuid(), at,
      (array['new', 'contacted', 'qualified', 'booked', 'won', 'lost'])[1 + i % 6]::app.lead_status,
      case when i % 6 <> 0 then at + (i % 5000) * interval '1 minute' end
    from generate_series(1, ${count}::int) as i, lateral (select now() - random() * interval '365 days' as at) t`);
  await db.execute(sql`vacuum analyze`);
}

console.log(`lead desk bench, ${new Date().toISOString()}`);
for (const kind of args.db === "both" ? ["pglite", "postgres"] : [args.db]) {
  const { db, cleanup } = await openBenchDatabase(kind, "bench_desk");
  try {
    const seeding = performance.now();
    await seed(db, Number(args.leads));
    console.log(
      `${kind}: seeded ${args.leads} leads in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const runs = Number(args.runs);
    const fresh = rowsOf<{ id: string }>(
      await db.execute(sql`select id from app.leads where status = 'new' limit ${runs}`),
    );
    for (const [label, task] of [
      ["lead desk", () => leadDesk(db)],
      ["response times, 30 days", () => responseTimes(db, "30")],
      ["response times, all time", () => responseTimes(db, "all")],
      ["status counts", () => leadStatusCounts(db)],
      ["leads list, ?status=won page 1", () => leadsPage(db, 1, 20, { status: "won" })],
      [
        "set a status (Qualified)",
        (run: number) => setLeadStatus(db, { leadId: fresh[run]!.id, to: "qualified", webhookOwners: [] }),
      ],
    ] as const) {
      const { median, max } = await time(runs, task);
      console.log(`${kind}\t${label.padEnd(32)}\tmedian ${median.toFixed(1)} ms\tmax ${max.toFixed(1)} ms`);
    }
  } finally {
    await cleanup();
  }
}
