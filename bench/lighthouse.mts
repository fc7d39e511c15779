// Lighthouse (mobile defaults) over every public page, beside a bare Next page built and served here: the floor.
// Usage: npm run build && npm run bench:lighthouse [-- /path ...]
//   BASE_URL=http://host:port   measure a server already running instead of starting the standalone build
//   BEFORE_URL=http://host:port also measure an earlier build's server in the same rounds (rows marked "before"),
//                               so a change is read against its own before, the floor and the machine alike
//   RUNS=3                      runs per page (medians are printed); rounds go over all pages in turn, so noise
//                               from the machine lands on every row alike
// Nothing is downloaded: Lighthouse and Next come from node_modules, Chromium is the system one.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath } from "../scripts/chromium.mjs";
import { startAppServer, waitForHttp } from "../tests/support/app-server.mjs";
import { sitemapPaths } from "./lib/sitemap.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
const FLOOR_PORT = Number(process.env.FLOOR_PORT ?? 3687);
const APP_PORT = Number(process.env.APP_PORT ?? 3688);
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];

type Sample = { perf: number; fcp: number; lcp: number; tbt: number; cls: number; lcpElement: string };

/** A bare App Router page (one heading, one paragraph, no client component), built with this project's Next. */
async function startFloor(): Promise<{ base: string; stop: () => void }> {
  // Outside this project, so nothing of it (proxy, instrumentation, config) is picked up; node_modules is hard-linked
  // (a second or two on one filesystem), as Turbopack refuses packages reached through a symlink out of its root.
  const dir = mkdtempSync(join(tmpdir(), "bench-floor-"));
  mkdirSync(join(dir, "app"), { recursive: true });
  const link = spawnSync("cp", ["-al", resolve("node_modules"), join(dir, "node_modules")]);
  if (link.status !== 0) spawnSync("cp", ["-r", resolve("node_modules"), join(dir, "node_modules")]);
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "floor", private: true }));
  writeFileSync(
    join(dir, "next.config.mjs"),
    `export default { turbopack: { root: ${JSON.stringify(dir)} } };\n`,
  );
  writeFileSync(
    join(dir, "app/layout.jsx"),
    `export const metadata = { title: "Floor" };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  );
  writeFileSync(
    join(dir, "app/page.jsx"),
    `export default function Page() {
  return (
    <main>
      <h1>A bare Next page</h1>
      <p>One heading and one paragraph of server-rendered text, no client component, no stylesheet and no font: what any App Router page pays before its own work.</p>
    </main>
  );
}
`,
  );
  // next build and next start set NODE_ENV themselves; a value passed in breaks prerendering.
  const { NODE_ENV: _, ...inherited } = process.env;
  const env = { ...inherited, NEXT_TELEMETRY_DISABLED: "1" };
  // The package's own command (its `bin`), run with this Node.
  const next = join(dir, "node_modules/.bin/next");
  const build = spawnSync(process.execPath, [next, "build"], { cwd: dir, env, encoding: "utf8" });
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`floor build failed:\n${build.stdout}\n${build.stderr}`);
  }
  const child: ChildProcess = spawn(
    process.execPath,
    [next, "start", "-p", String(FLOOR_PORT), "-H", "127.0.0.1"],
    { cwd: dir, env, stdio: "ignore" },
  );
  const base = `http://127.0.0.1:${FLOOR_PORT}`;
  await waitForHttp(`${base}/`);
  return {
    base,
    stop: () => {
      child.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function lcpElement(audits: Record<string, { details?: unknown }>): string {
  // Lighthouse 13 reports the element in the LCP breakdown insight; older versions in their own audit.
  const details = (audits["lcp-breakdown-insight"]?.details ??
    audits["largest-contentful-paint-element"]?.details) as
    | { items?: { type?: string; items?: unknown[]; node?: { nodeLabel?: string; selector?: string } }[] }
    | undefined;
  const found = JSON.stringify(details ?? {}).match(
    /"type":"node"[^}]*?"selector":"([^"]*)"[^}]*?"nodeLabel":"([^"]*)"/,
  );
  if (found) return `${found[1]!.split(" > ").at(-1)} "${found[2]!.slice(0, 40)}"`;
  const label = JSON.stringify(details ?? {}).match(/"nodeLabel":"([^"]*)"/);
  return label ? label[1]!.slice(0, 50) : "?";
}

async function measure(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.message}`);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    perf: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    lcpElement: lcpElement(audits as Record<string, { details?: unknown }>),
  };
}

/** Refuses to start when something already answers on a port the bench serves on: it would measure that instead. */
async function assertFree(port: number) {
  const answered = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (answered)
    throw new Error(`port ${port} is already serving something: stop it, or set FLOOR_PORT/APP_PORT`);
}
await assertFree(FLOOR_PORT);
if (!process.env.BASE_URL) await assertFree(APP_PORT);

const floor = await startFloor();
const dataDir = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
const app = process.env.BASE_URL
  ? null
  : await startAppServer({ port: APP_PORT, env: { DATA_DIR: dataDir, NODE_ENV: "production" } });
const base = process.env.BASE_URL ?? app!.base;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : await sitemapPaths(base);
const before = process.env.BEFORE_URL;
const targets = [
  { page: "bare Next page (floor)", url: `${floor.base}/` },
  ...paths.flatMap((p) => [
    ...(before ? [{ page: `${p} before`, url: before + p }] : []),
    { page: p, url: base + p },
  ]),
];

const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
const samples = new Map<string, Sample[]>(targets.map((t) => [t.page, []]));
try {
  // One unrecorded run on each server first: a fresh browser's first page is slower, and it would land on the floor.
  for (const url of [targets[0]!.url, targets[1]!.url, targets[2]?.url ?? targets[1]!.url])
    await measure(url, chrome.port).catch(() => undefined);
  for (let round = 1; round <= RUNS; round++) {
    for (const target of targets) {
      // A run Lighthouse itself gives up on (NO_NAVSTART and the like on a busy machine) is run again.
      for (let attempt = 1; ; attempt++) {
        try {
          samples.get(target.page)!.push(await measure(target.url, chrome.port));
          break;
        } catch (error) {
          if (attempt === 3) throw error;
          console.error(`retrying ${target.page}: ${(error as Error).message}`);
        }
      }
      console.error(`round ${round}/${RUNS}: ${target.page}`);
    }
  }
} finally {
  await chrome.kill();
  floor.stop();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const rows = targets.map(({ page }) => {
  const runs = samples.get(page)!;
  const lcp = median(runs.map((r) => r.lcp));
  return {
    page,
    perf: median(runs.map((r) => r.perf)),
    fcp: median(runs.map((r) => r.fcp)),
    lcp,
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    lcpElement: runs.find((r) => r.lcp === lcp)!.lcpElement,
    spread: {
      lcp: [Math.min(...runs.map((r) => r.lcp)), Math.max(...runs.map((r) => r.lcp))],
      tbt: [Math.min(...runs.map((r) => r.tbt)), Math.max(...runs.map((r) => r.tbt))],
    },
  };
});

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `\nLighthouse ${lighthouseVersion()} mobile, median of ${RUNS} (LCP and TBT ranges in brackets)\n`,
);
console.log("| page | perf | FCP | LCP | TBT | CLS | LCP element |");
console.log("|---|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(
    `| ${r.page === rows[0]!.page ? r.page : `\`${r.page}\``} | ${r.perf} | ${s(r.fcp)} | ${s(r.lcp)} (${s(r.spread.lcp[0]!)}–${s(r.spread.lcp[1]!)}) | ${Math.round(r.tbt)} ms (${Math.round(r.spread.tbt[0]!)}–${Math.round(r.spread.tbt[1]!)}) | ${r.cls.toFixed(3)} | ${r.lcpElement} |`,
  );
}
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  "bench/results/lighthouse.json",
  JSON.stringify(
    { date: new Date().toISOString(), base, before, runs: RUNS, rows, samples: Object.fromEntries(samples) },
    null,
    2,
  ),
);

function lighthouseVersion(): string {
  const out = spawnSync(process.execPath, ["-p", "require('lighthouse/package.json').version"], {
    encoding: "utf8",
  });
  return out.stdout.trim();
}
