// Where a page's start-up CPU goes: a cold load (fresh browser context, empty cache) sampled by V8's profiler, its
// self time summed per script and per function, averaged over RUNS loads. Lighthouse's blocking time is this work
// on a 4x slowed CPU, so a function worth 15 ms here is about 60 ms of TBT there.
// Usage: node bench/startup-profile.mjs http://127.0.0.1:3000/book-a-demo   (RUNS=5; a running server, e.g. the
// standalone build)
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../scripts/chromium.mjs";

const url = process.argv[2];
const RUNS = Number(process.env.RUNS ?? 5);
if (!url) throw new Error("Usage: node bench/startup-profile.mjs <page URL>");

const byScript = new Map();
const byFunction = new Map();
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms / RUNS);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send("Profiler.stop");
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (["(idle)", "(program)"].includes(frame.functionName)) return;
    const script = frame.url.replace(/^.*\/_next\/static\/chunks\//, "") || frame.functionName || "(native)";
    add(byScript, script, ms);
    if (frame.url)
      add(byFunction, `${script} ${frame.functionName || "(anonymous)"} @${frame.columnNumber}`, ms);
  });
  await context.close();
}
await browser.close();

const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${key}`)
    .join("\n");
console.log(
  `${url}, cold loads, mean of ${RUNS}, CPU self time unthrottled\n\nby script\n${top(byScript, 12)}`,
);
console.log(`\nby function (column in the minified file)\n${top(byFunction, 12)}`);
