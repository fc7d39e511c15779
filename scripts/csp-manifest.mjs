// After next build: hashes of every pre-rendered page's inline scripts, for the strict CSP the proxy sends.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  buildCspManifest,
  CSP_MANIFEST_FILE,
  pagesRenderedOnRequest,
  prerenderedPages,
} from "../lib/csp/hash-manifest.mjs";

export function writeCspManifest(distDir = ".next") {
  const read = (...path) => readFileSync(join(distDir, ...path), "utf8");
  const pages = prerenderedPages(JSON.parse(read("prerender-manifest.json"))).map(({ route, file }) => ({
    route,
    html: read("server", "app", file),
  }));
  const renderedOnRequest = pagesRenderedOnRequest(
    JSON.parse(read("app-path-routes-manifest.json")),
    JSON.parse(read("routes-manifest.json")),
    pages.map(({ route }) => route),
  );
  const manifest = buildCspManifest(read("BUILD_ID").trim(), pages, renderedOnRequest);
  // The standalone server runs from .next/standalone, so it reads its own copy.
  for (const dir of [distDir, join(distDir, "standalone", ".next")]) {
    if (existsSync(dir))
      writeFileSync(join(dir, CSP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  }
  const hashes = Object.values(manifest.routes).reduce((n, list) => n + list.length, manifest.common.length);
  console.log(
    `CSP: ${hashes} inline script hashes for ${pages.length} pre-rendered pages; ${renderedOnRequest.length} pages get nonces`,
  );
}
