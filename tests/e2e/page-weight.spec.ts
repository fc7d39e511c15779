import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { publicPageList } from "@/content/pages";
import { deferredScripts } from "@/lib/next-internals/first-paint.mjs";

const KB = 1024;
/** First-load budgets in gzip bytes; a bare Next 16 page ships about 135 KB of JS. */
const WIZARD_PAGES = new Set(["/intake", "/book-a-demo"]);
/** One short form each: the contact page's, and the ad pages' callback form. */
const FORM_PAGES = new Set(["/contact", "/roofers", "/dental", "/automation-offer"]);
const budget = {
  // The forms carry react-hook-form and the toast library; zod loads after hydration (the wizards) or on the first
  // check (contact), the date picker when opened. No other page has a client component of its own.
  js: (path: string) => (WIZARD_PAGES.has(path) ? 180 * KB : FORM_PAGES.has(path) ? 175 * KB : 145 * KB),
  // The stylesheet is inline in the HTML (counted there too); its file, counted as well, is what a page rendered on
  // request links instead.
  css: 12 * KB,
  html: 40 * KB,
};

const gz = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

async function assetsSize(request: APIRequestContext, urls: string[]) {
  let total = 0;
  for (const url of new Set(urls)) total += gz(await (await request.get(url)).body());
  return total;
}

async function measure(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  // Modern browsers skip `nomodule` polyfills, so they are not part of what a visitor downloads.
  const scripts = [...html.matchAll(/<script([^>]+)src="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/nomodule/i.test(m[1]! + m[3]!))
    .map((m) => m[2]!);
  scripts.push(...deferredScripts(html));
  // Inline in pre-rendered pages (style data-href), linked in pages rendered on request.
  const styles = [...html.matchAll(/<(?:link[^>]+rel="stylesheet"[^>]+href|style data-href)="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return {
    path,
    html: gz(html),
    js: await assetsSize(request, scripts),
    css: await assetsSize(request, styles),
  };
}

test("every public page stays within its page-weight budget", async ({ request }) => {
  const rows = [];
  for (const page of publicPageList) rows.push(await measure(request, page.path));
  const kb = (n: number) => (n / KB).toFixed(1).padStart(7);
  console.log(`\npage                 JS gz KB  CSS gz KB  HTML gz KB`);
  for (const r of rows) console.log(`${r.path.padEnd(20)} ${kb(r.js)}  ${kb(r.css)}    ${kb(r.html)}`);
  for (const r of rows) {
    expect.soft(r.js, `${r.path} JS`).toBeLessThanOrEqual(budget.js(r.path));
    expect.soft(r.css, `${r.path} CSS`).toBeLessThanOrEqual(budget.css);
    expect.soft(r.html, `${r.path} HTML`).toBeLessThanOrEqual(budget.html);
    expect(r.js, `${r.path} loads JS at all`).toBeGreaterThan(50 * KB);
  }
});
