// Lighthouse (mobile defaults) over every public page of a running production server.
// Usage: npm run build && npm start & BASE_URL=http://localhost:3000 node bench/lighthouse.mjs
import { writeFileSync, mkdirSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../scripts/chromium.mjs";
import { sitemapPaths } from "./lib/sitemap.mjs";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const paths = process.argv.slice(2).length ? process.argv.slice(2) : await sitemapPaths(base);

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
const rows = [];
try {
  for (const path of paths) {
    const result = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error" });
    const { categories, audits } = result.lhr;
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    rows.push({
      path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
      tbtMs: Math.round(audits["total-blocking-time"].numericValue),
      cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      notes: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id)
        .slice(0, 6)
        .join(","),
    });
    console.error(`measured ${path}`);
  }
} finally {
  await chrome.kill();
}

console.log("page                perf  a11y  best  seo   LCP ms  TBT ms  CLS    failing audits");
for (const r of rows) {
  console.log(
    `${r.path.padEnd(18)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)} ${String(r.bestPractices).padStart(5)} ${String(r.seo).padStart(4)} ${String(r.lcpMs).padStart(8)} ${String(r.tbtMs).padStart(7)}  ${r.cls.toFixed(3)}  ${r.notes}`,
  );
}
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/lighthouse.json", JSON.stringify({ date: new Date().toISOString(), base, rows }, null, 2));
