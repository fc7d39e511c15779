// Screenshots of pages at phone and desktop widths, light and dark: node scripts/screenshot.mjs [base] path...
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { chromiumPath, chromiumArgs } from "./chromium.mjs";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const outDir = process.env.SCREENSHOT_DIR ?? "screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const path of paths.length ? paths : ["/"]) {
  for (const width of [390, 1440]) {
    for (const theme of ["light", "dark"]) {
      const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 } });
      await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
      const page = await context.newPage();
      await page.goto(base + path, { waitUntil: "networkidle" });
      const name = `${outDir}/${path.replace(/\W+/g, "_") || "home"}-${width}-${theme}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
      await context.close();
    }
  }
}
await browser.close();
