// After next build: hashes of every pre-rendered page's inline scripts, for the strict CSP the proxy sends.
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildCspManifest, CSP_MANIFEST_FILE } from "../lib/csp/hash-manifest.mjs";
import { readBuildOutput } from "../lib/next-internals/build-output.mjs";

export function writeCspManifest(distDir = ".next") {
  const { buildId, pages, renderedOnRequest } = readBuildOutput(distDir);
  const manifest = buildCspManifest(buildId, pages, renderedOnRequest);
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
