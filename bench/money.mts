// Money at scale, on PGlite and on PostgreSQL. The report: 100,000 leads (a tenth of them won, half of those with a
// deal value) over 200 campaigns, 1,000,000 page views, and a year of daily spend for the 200 campaigns (73,000
// rows); the money figures (spend, costs, value won, shared out to mediums and pages) per period, alone and beside
// the Sources report as /settings/reports builds both at once. The import: a 100,000-row Google Ads campaign report
// (500 days × 200 campaigns) parsed and stored, then uploaded again (its days replaced).
// Usage: npx tsx --tsconfig tsconfig.node.json bench/money.mts [--db pglite|postgres|both] [--leads 100000]
//   [--views 1000000] [--campaigns 200] [--rows 100000] [--runs 20]
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { openBenchDatabase } from "./lib/bench-database.mts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    leads: { type: "string", default: "100000" },
    views: { type: "string", default: "1000000" },
    campaigns: { type: "string", default: "200" },
    rows: { type: "string", default: "100000" },
    runs: { type: "string", default: "20" },
  },
});
const REPORT_BUDGET_MS = 300;
const IMPORT_BUDGET_MS = 10_000;
const CAMPAIGNS = Number(args.campaigns);

const { sql } = await import("drizzle-orm");
const { rowsOf } = await import("../lib/db/open");
const { PERIODS } = await import("../lib/reports/period");
const { dayRange, reportToday } = await import("../lib/reports/range");
const { sourcesReport } = await import("../lib/reports/sources-query");
const { ROWS_SHOWN } = await import("../lib/reports/sources-shape");
const { moneyFigures } = await import("../lib/reports/money-query");
const { moneyTables } = await import("../lib/reports/money-shape");
const { readMoneySettings, saveMoneySettings } = await import("../lib/money/settings");
const { parseSpendFile } = await import("../lib/spend/formats");
const { storeSpend } = await import("../lib/spend/store");
type Database = Awaited<ReturnType<typeof openBenchDatabase>>["db"];

async function seed(db: Database, leads: number, views: number) {
  await saveMoneySettings(db, {
    currency: "USD",
    defaults: { qualified: 15_000, booked: 30_000, won: 250_000 },
  });
  await db.execute(sql`
    insert into app.leads (kind, name, email, payload, attribution, submission_id, created_at, status, qualified_at,
      won_at, deal_value)
    select 'contact', 'Lead ' || i, 'lead' || i || '@example.com', '{}'::jsonb,
      jsonb_build_object('utm_source', (array['google', 'facebook', 'bing', 'newsletter'])[1 + i % 4],
        'utm_medium', (array['cpc', 'paid-social', 'cpc', 'email'])[1 + i % 4],
        'utm_campaign', 'campaign-' || (i % ${CAMPAIGNS}::int),
        'landing_page', (array['/roofers', '/dental', '/automation-offer'])[1 + i % 3]),
      gen_random_uuid(), t, case when i % 10 = 0 then 'won' when i % 4 = 0 then 'qualified' else 'new' end::app.lead_status,
      case when i % 10 = 0 or i % 4 = 0 then t + interval '1 day' end,
      case when i % 10 = 0 then t + interval '3 days' end,
      case when i % 20 = 0 then 100000 + (i % 997) * 100 end
    from (select i, now() - random() * 365 * interval '1 day' as t from generate_series(1, ${leads}::int) as i) s`);
  // Page views per day and campaign (with its source, medium and page), summing to `views`.
  await db.execute(sql`
    insert into app.page_view_days (day, path, source, medium, campaign, landing_page, views, visitors)
    select d::date, '/roofers', (array['google', 'facebook', 'bing', 'newsletter'])[1 + c % 4],
      (array['cpc', 'paid-social', 'cpc', 'email'])[1 + c % 4], 'campaign-' || c,
      (array['/roofers', '/dental', '/automation-offer'])[1 + c % 3],
      v, greatest(1, v * 7 / 10)
    from generate_series(current_date - 364, current_date, interval '1 day') as d
    cross join generate_series(0, ${CAMPAIGNS}::int - 1) as c
    cross join lateral (select greatest(1, ${views}::int / (365 * ${CAMPAIGNS}::int)
      + case when (current_date - d::date) * ${CAMPAIGNS}::int + c < ${views}::int % (365 * ${CAMPAIGNS}::int) then 1 else 0 end) as v) n`);
  // A year of daily spend for every campaign, under the source its leads carry.
  await db.execute(sql`
    insert into app.ad_spend (day, source, campaign_key, campaign, amount)
    select d::date, (array['google', 'facebook', 'bing', 'newsletter'])[1 + c % 4], 'campaign-' || c, 'Campaign ' || c,
      1000 + (c * 37 + extract(doy from d)::int * 11) % 20000
    from generate_series(current_date - 364, current_date, interval '1 day') as d
    cross join generate_series(0, ${CAMPAIGNS}::int - 1) as c`);
  for (const table of [
    "leads",
    "page_view_days",
    "page_view_week_parts",
    "ad_spend",
    "ad_spend_months",
    "source_days",
    "source_months",
    "source_week_parts",
    "won_value_days",
  ])
    await db.execute(sql.raw(`vacuum analyze app.${table}`));
}

/** A Google Ads campaign report as downloaded, of `rows` day-and-campaign rows ending today. */
function googleReport(rows: number, offsetCents = 0) {
  const days = Math.ceil(rows / CAMPAIGNS);
  const today = Date.parse(`${reportToday(new Date())}T00:00:00Z`);
  const lines = ["Campaign report", '"All time"', "Day,Campaign,Currency code,Cost,Clicks"];
  for (let d = 0; d < days; d++) {
    const day = new Date(today - d * 86_400_000).toISOString().slice(0, 10);
    for (let c = 0; c < CAMPAIGNS && lines.length - 3 < rows; c++) {
      const cents = 100_000 + ((c * 131 + d * 17) % 400_000) + offsetCents;
      lines.push(
        `${day},Campaign ${c},USD,"${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}",${c}`,
      );
    }
  }
  lines.push('Total: Account,--,USD,"0.00",--');
  return lines.join("\r\n");
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
  return {
    median: took[Math.floor(took.length / 2)]!,
    p95: took[Math.ceil(took.length * 0.95) - 1]!,
    max: took.at(-1)!,
  };
}

let over = false;
for (const kind of args.db === "both" ? ["pglite", "postgres"] : [args.db]) {
  const { db, cleanup } = await openBenchDatabase(kind, "bench_money");
  try {
    const seeding = performance.now();
    await seed(db, Number(args.leads), Number(args.views));
    const [counts] = rowsOf<{ leads: number; spend: number; views: number }>(
      await db.execute(sql`select (select count(*)::int from app.leads) as leads,
        (select count(*)::int from app.ad_spend) as spend, (select sum(views)::int from app.page_view_days) as views`),
    );
    console.log(
      `${kind}: seeded ${counts?.leads} leads, ${counts?.views} page views and ${counts?.spend} spend rows in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    // The machine's load beside the figures: on a shared machine they are read against it.
    const load = () =>
      loadavg()
        .map((n) => n.toFixed(2))
        .join(" ");
    console.log(`${kind}: load average ${load()} at ${new Date().toISOString()}`);
    const money = await readMoneySettings(db);
    const today = reportToday(new Date());
    for (const period of PERIODS) {
      const figures = () => moneyFigures(db, dayRange(period, today), money).then(moneyTables);
      const both = () => Promise.all([sourcesReport(db, { period, rowsPerTable: ROWS_SHOWN }), figures()]);
      for (const [label, task] of [
        [`money figures, ${period}`, figures],
        [`report page (sources + money), ${period}`, both],
      ] as const) {
        const { median, p95, max } = await time(Number(args.runs), task);
        if (median > REPORT_BUDGET_MS) over = true;
        console.log(
          `${kind}\t${label.padEnd(40)}\tp50 ${median.toFixed(1)} ms\tp95 ${p95.toFixed(1)} ms\tmax ${max.toFixed(1)} ms`,
        );
      }
    }
    console.log(`${kind}: load average ${load()} at ${new Date().toISOString()}`);
    // The import: parse and store a file of `rows` rows, then the same days again (replaced, never doubled).
    const rows = Number(args.rows);
    for (const [label, text] of [
      ["first upload", googleReport(rows)],
      ["same days again", googleReport(rows, 1)],
    ] as const) {
      const started = performance.now();
      const parsed = parseSpendFile(text, { source: "google", currency: "USD" });
      const parsedAt = performance.now();
      if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
      await storeSpend(db, { source: "google", format: parsed.format, fileName: "bench.csv" }, parsed.rows);
      const took = performance.now() - started;
      if (took > IMPORT_BUDGET_MS) over = true;
      console.log(
        `${kind}\timport ${parsed.records} rows (${label})\t${took.toFixed(0)} ms (parse ${(parsedAt - started).toFixed(0)} ms, store ${(performance.now() - parsedAt).toFixed(0)} ms)`,
      );
    }
  } finally {
    await cleanup();
  }
}
console.log(
  over
    ? `OVER BUDGET: a report median above ${REPORT_BUDGET_MS} ms or an import above ${IMPORT_BUDGET_MS} ms`
    : `all within budget (report ${REPORT_BUDGET_MS} ms, import ${IMPORT_BUDGET_MS} ms)`,
);
process.exitCode = over ? 1 : 0;
