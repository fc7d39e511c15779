// The sources report over a large history: 1,000,000 page views (page_view_days rows per day, attribution and path,
// with visitors), 100,000 leads and 200,000 booking clicks spread over a year, the report built for each period
// (grouped SQL joining views and leads, then shaping), and the leads list drill-down, on PGlite and on PostgreSQL.
// Reports are built as /settings asks for them (each table's first ROWS_SHOWN rows, the rest summed in SQL).
// Then the same reports again after a stranger's invented campaigns: `--invented` distinct campaign names (10,000),
// each with its own page views in the last 7 days, as many addresses inventing them would leave them (each address's
// names past its cap are "other", so only many addresses get this far).
// Usage: npx tsx --tsconfig tsconfig.node.json bench/sources-report.mts [--db pglite|postgres|both] [--leads 100000]
//   [--clicks 200000] [--views 1000000] [--runs 9] [--days 365] (the history's length: past 366 days, all time is
//   bucketed by month) [--invented 10000]
//   postgres: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) gets a fresh database, dropped after.
import { parseArgs } from "node:util";
import { openBenchDatabase } from "./lib/bench-database.mts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    leads: { type: "string", default: "100000" },
    clicks: { type: "string", default: "200000" },
    views: { type: "string", default: "1000000" },
    runs: { type: "string", default: "9" },
    days: { type: "string", default: "365" },
    invented: { type: "string", default: "10000" },
  },
});
const BUDGET_MS = 300;
const DAYS = Number(args.days);

const { rowsOf } = await import("../lib/db/open");
const { sourcesReport } = await import("../lib/reports/sources-query");
const { PERIODS } = await import("../lib/reports/period");
const { ROWS_SHOWN } = await import("../lib/reports/sources-shape");
const { leadsPage } = await import("../lib/settings/leads/query");
const { sql } = await import("drizzle-orm");
type Database = Awaited<ReturnType<typeof openBenchDatabase>>["db"];

// Twelve sources, eight campaigns and six landing pages, as mixed as ad traffic is: a fifth direct, a fifth by referrer.
const attribution = (i: string) =>
  sql.raw(`case
  when ${i} % 5 = 0 then jsonb_build_object('landing_page', (array['/', '/services', '/roofers'])[1 + ${i} % 3])
  when ${i} % 5 = 1 then jsonb_build_object(
    'referrer', 'https://www.' || (array['google.com', 'bing.com', 'duckduckgo.com', 'linkedin.com'])[1 + ${i} % 4] || '/search',
    'landing_page', (array['/', '/process', '/dental'])[1 + ${i} % 3])
  else jsonb_build_object(
    'utm_source', (array['google', 'facebook', 'instagram', 'linkedin', 'newsletter', 'tiktok', 'youtube', 'partner'])[1 + ${i} % 8],
    'utm_medium', (array['cpc', 'social', 'email', 'paid-social'])[1 + ${i} % 4],
    'utm_campaign', 'campaign-' || (${i} % 8),
    'landing_page', (array['/roofers', '/dental', '/automation-offer'])[1 + ${i} % 3] || '?utm_source=x')
  end`);

// Pages a visit goes on to from its landing page.
const PATHS = [
  "/",
  "/services",
  "/about",
  "/contact",
  "/intake",
  "/book-a-demo",
  "/process",
  "/roofers",
  "/dental",
];

/**
 * Page views per day, attribution and path, as the counting endpoint leaves them: every attribution the leads carry
 * (and a visit-only tail), on most days, its landing page always and a few other pages; visitors counted on the
 * landing page (where their first view is). Views are weighted (weekdays, popular attributions) and scaled so they
 * sum to `total`.
 */
async function seedPageViews(db: Database, total: number) {
  await db.execute(sql`
    with combos as (
      select source, medium, campaign, landing_page, row_number() over (order by source, medium, campaign, landing_page) as c
      from (select distinct source, medium, campaign, landing_page from app.leads
            union select 'referral-' || n, '(not set)', '(not set)', '/' from generate_series(1, 40) as n) a),
    rows as (
      select d.day, combos.source, combos.medium, combos.campaign, combos.landing_page, p.path,
        (p.path = combos.landing_page or (p.path = '/' and combos.landing_page = '(not set)')) as landing,
        random() * (1.0 / (1 + combos.c % 17)) * (case when extract(isodow from d.day) > 5 then 0.6 else 1 end) as w
      from generate_series(current_date - ${DAYS - 1}::int, current_date, interval '1 day') as d(day)
      cross join combos
      cross join unnest(${sql.raw(`array[${PATHS.map((p) => `'${p}'`).join(", ")}]`)}::text[]) as p(path)
      where random() < case when p.path = combos.landing_page or (p.path = '/' and combos.landing_page = '(not set)')
        then 0.9 else 0.25 end)
    insert into app.page_view_days (day, path, source, medium, campaign, landing_page, views, visitors)
    select day, path, source, medium, campaign, landing_page, v, case when landing then ceil(v * 0.7) else 0 end
    from (select *, greatest(1, round(w * ${total}::int / sum(w) over ()))::int as v from rows) r`);
  await db.execute(sql`vacuum analyze app.page_view_days`);
  await db.execute(sql`vacuum analyze app.page_view_week_parts`);
}

async function seed(db: Database, leadCount: number, clickCount: number) {
  await db.execute(sql`
    insert into app.leads (kind, name, email, payload, attribution, submission_id, created_at)
    select (array['contact', 'intake', 'demo'])[1 + i % 3]::app.lead_kind, 'Lead ' || i, 'lead' || i || '@example.com',
      '{}'::jsonb, ${attribution("i")}, gen_random_uuid(), now() - random() * ${DAYS}::int * interval '1 day'
    from generate_series(1, ${leadCount}::int) as i`);
  await db.execute(sql`
    insert into app.booking_clicks (attribution, visit_key, created_at)
    select ${attribution("i")}, 'bench-' || i, now() - random() * ${DAYS}::int * interval '1 day'
    from generate_series(1, ${clickCount}::int) as i`);
  // As autovacuum leaves a settled table: statistics and the visibility map up to date.
  await db.execute(sql`vacuum analyze app.leads`);
  await db.execute(sql`vacuum analyze app.booking_clicks`);
}

/** `count` invented campaigns under the ad sources, each a row of page views on one of the last 7 days. */
async function seedInvented(db: Database, count: number) {
  await db.execute(sql`
    insert into app.page_view_days (day, path, source, medium, campaign, landing_page, views, visitors)
    select current_date - (n % 7), '/', (array['google', 'facebook', 'instagram', 'linkedin'])[1 + n % 4], 'cpc',
      'invented-' || md5(n::text), '/', 1 + n % 3, 1
    from generate_series(1, ${count}::int) as n`);
  await db.execute(sql`vacuum analyze app.page_view_days`);
  await db.execute(sql`vacuum analyze app.page_view_week_parts`);
}

async function time(runs: number, task: () => Promise<unknown>) {
  await task();
  const took: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await task();
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  return { median: took[Math.floor(took.length / 2)]!, max: took.at(-1)! };
}

let over = false;
for (const kind of args.db === "both" ? ["pglite", "postgres"] : [args.db]) {
  const { db, cleanup } = await openBenchDatabase(kind, "bench_sources");
  try {
    const seeding = performance.now();
    await seed(db, Number(args.leads), Number(args.clicks));
    await seedPageViews(db, Number(args.views));
    const seconds = ((performance.now() - seeding) / 1000).toFixed(1);
    const [days] = rowsOf<{ n: number; pages: number; parts: number; views: number; visitors: number }>(
      await db.execute(sql`select (select count(*)::int from app.source_days) as n,
        (select count(*)::int from app.page_view_week_parts) as parts,
        count(*)::int as pages, sum(views)::int as views, sum(visitors)::int as visitors from app.page_view_days`),
    );
    console.log(
      `${kind}: seeded ${args.leads} leads, ${args.clicks} clicks and ${days?.views} page views (${days?.visitors} visitor-days) in ${seconds} s (${days?.n} source_days rows, ${days?.pages} page_view_days rows, ${days?.parts} page_view_week_parts rows)`,
    );
    const allUnit = (await sourcesReport(db, { period: "all" })).unit;
    const tasks: [string, () => Promise<unknown>][] = [
      ...PERIODS.map((period): [string, () => Promise<unknown>] => [
        `report, ${period === "all" ? `all time (by ${allUnit})` : `${period} days`}`,
        () => sourcesReport(db, { period, rowsPerTable: ROWS_SHOWN }),
      ]),
      ["leads list, source=google, 90 days", () => leadsPage(db, 1, 20, { source: "google", period: "90" })],
      ["leads list, medium=cpc, 90 days", () => leadsPage(db, 1, 20, { medium: "cpc", period: "90" })],
      // The write side: one lead as a form stores it, the trigger's upsert into source_days included.
      [
        "insert one lead (trigger included)",
        () =>
          db.execute(sql`insert into app.leads (kind, name, email, payload, attribution, submission_id)
            values ('contact', 'One', 'one@example.com', '{}', '{"utm_source":"google"}', gen_random_uuid())`),
      ],
    ];
    const measure = async (list: [string, () => Promise<unknown>][], budgeted = true) => {
      for (const [label, task] of list) {
        const { median, max } = await time(Number(args.runs), task);
        if (budgeted && median > BUDGET_MS) over = true;
        console.log(`${kind}\t${label.padEnd(36)}\tmedian ${median.toFixed(1)} ms\tmax ${max.toFixed(1)} ms`);
      }
    };
    await measure(tasks);
    const invented = Number(args.invented);
    if (invented > 0) {
      await seedInvented(db, invented);
      const report = await sourcesReport(db, { period: "7", rowsPerTable: ROWS_SHOWN });
      console.log(
        `${kind}: added ${invented} invented campaigns; the 7-day report counts ${report.sizes.campaign} campaigns`,
      );
      await measure(
        tasks.slice(0, PERIODS.length).map(([label, task]) => [`${label}, +${invented} invented`, task]),
      );
      // The CSV export has every row (a download, outside the page's budget).
      await measure([["every row (CSV), 7 days", () => sourcesReport(db, { period: "7" })]], false);
    }
  } finally {
    await cleanup();
  }
}
console.log(over ? `OVER BUDGET: a median above ${BUDGET_MS} ms` : `all medians within ${BUDGET_MS} ms`);
process.exitCode = over ? 1 : 0;
