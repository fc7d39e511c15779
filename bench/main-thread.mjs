// The main thread's work while a page loads, in CPU time (a trace's thread time, which a busy machine inflates far
// less than the wall clock Lighthouse reads): before the first contentful paint (parsing, style, layout, paint) and
// after it (the framework's start-up, hydration, prefetches), the style and layout part of both, and the longest task
// after the paint. Lighthouse multiplies each task by 4, so a task over 12.5 ms here blocks there.
// Medians of RUNS cold loads; each round loads every page in turn, so a noisy moment lands on all of them alike.
// Usage: node bench/main-thread.mjs http://127.0.0.1:3000/ http://127.0.0.1:3001/ ...   (RUNS=5; running servers)
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../scripts/chromium.mjs";

const urls = process.argv.slice(2);
const RUNS = Number(process.env.RUNS ?? 5);
if (!urls.length) throw new Error("Usage: node bench/main-thread.mjs <page URL> ...");

const CATEGORIES = "toplevel,devtools.timeline,disabled-by-default-devtools.timeline,loading";
const cpu = (event) => (event.tdur ?? event.dur) / 1000;

async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
  await page.goto(url, { waitUntil: "load" });
  // The framework scripts start after the first paint and hydration follows them: wait for the thread to go quiet.
  await page.waitForTimeout(2500);
  await cdp.send("Tracing.end");
  await done;
  await context.close();
  // The page's renderer main thread: the one that parsed its HTML.
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith(url));
  if (!parse) throw new Error(`${url}: no HTML parse in the trace`);
  const own = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X");
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === parse.pid)?.ts ?? 0;
  const tasks = own.filter((e) => e.name === "RunTask");
  const sum = (list) => list.reduce((total, e) => total + cpu(e), 0);
  const after = tasks.filter((t) => t.ts >= fcp);
  return {
    before: sum(tasks.filter((t) => t.ts < fcp)),
    after: sum(after),
    styleLayout: sum(own.filter((e) => e.name === "Layout" || e.name === "UpdateLayoutTree")),
    longest: Math.max(0, ...after.map(cpu)),
    over: after.filter((t) => cpu(t) > 12.5).length,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const samples = new Map(urls.map((url) => [url, []]));
try {
  await load(browser, urls[0]); // a fresh browser's first page is slower
  for (let round = 1; round <= RUNS; round++)
    for (const url of urls) {
      samples.get(url).push(await load(browser, url));
      console.error(`round ${round}/${RUNS}: ${url}`);
    }
} finally {
  await browser.close();
}

const ms = (value) => `${Math.round(value)} ms`;
console.log(`\nMain-thread CPU while loading, median of ${RUNS} cold loads (412x823, unthrottled)\n`);
console.log(
  "| page | before first paint | after it | style and layout | longest task after | tasks over 12.5 ms |",
);
console.log("|---|---|---|---|---|---|");
for (const [url, runs] of samples) {
  const m = (key) => median(runs.map((r) => r[key]));
  console.log(
    `| ${url} | ${ms(m("before"))} | ${ms(m("after"))} | ${ms(m("styleLayout"))} | ${ms(m("longest"))} | ${m("over")} |`,
  );
}
