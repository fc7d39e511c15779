// Plain JavaScript: the build step runs this without a TypeScript loader.
// Depends on `next build` writing the browser's scripts under `.next/static/chunks/`.
//
// After next build: every browser script starts with V8's explicit compile hint (Chrome 136 and later), so Chromium
// compiles its functions on a background thread while the script downloads, instead of one at a time on the main
// thread the first time each runs. Most of the framework's start-up and of hydration was that compiling
// (docs/performance.md, "Compiled off the main thread"). Other browsers read a comment.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The hint must be the file's first line; V8 looks for it nowhere else. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The script with the hint at its top, once (the build step may run twice over one output). */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

const scriptsUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => join(entry.parentPath, entry.name));

/** Puts the hint at the top of every browser script of the build. */
export function addCompileHints(distDir = ".next") {
  const scripts = scriptsUnder(join(distDir, "static", "chunks"));
  if (scripts.length === 0)
    throw new Error(`${distDir}/static/chunks holds no scripts: has next build's output moved?`);
  for (const path of scripts) {
    const source = readFileSync(path, "utf8");
    const hinted = withCompileHint(source);
    if (hinted !== source) writeFileSync(path, hinted);
  }
  console.log(`Compile hints: ${scripts.length} browser scripts compiled off the main thread in Chromium`);
}
