// After next build: hashes of every pre-rendered page's inline scripts, for the strict CSP the proxy sends.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildCspManifest, CSP_MANIFEST_FILE, prerenderedPages } from "../lib/csp/hash-manifest.mjs";

export function writeCspManifest(distDir = ".next") {
  const prerender = JSON.parse(readFileSync(join(distDir, "prerender-manifest.json"), "utf8"));
  const pages = prerenderedPages(prerender).map(({ route, file }) => ({
    route,
    html: readFileSync(join(distDir, "server", "app", file), "utf8"),
  }));
  const manifest = buildCspManifest(readFileSync(join(distDir, "BUILD_ID"), "utf8").trim(), pages);
  // The standalone server runs from .next/standalone, so it reads its own copy.
  for (const dir of [distDir, join(distDir, "standalone", ".next")]) {
    if (existsSync(dir))
      writeFileSync(join(dir, CSP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  }
  const hashes = Object.values(manifest.routes).reduce((n, list) => n + list.length, manifest.common.length);
  console.log(`CSP: ${hashes} inline script hashes for ${pages.length} pre-rendered pages`);
}
