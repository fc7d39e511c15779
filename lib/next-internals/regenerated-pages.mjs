// Plain JavaScript, beside build-output.mjs. Depends on where Next 16.4's file-system cache writes a page it
// regenerated at run time: server/route-cache/APP_PAGE/<scope hash>/$/<route>.html (file-system-cache.js,
// getFilePath with a ROUTE_CACHE_DIRECTORY key). tests/unit/regenerated-pages.test.ts fails by name when it moves.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { htmlFileFor } from "./build-output.mjs";

export const ROUTE_CACHE_DIR = join("server", "route-cache", "APP_PAGE");

/** The newest HTML Next regenerated for a pre-rendered route, or null while it serves the built one. */
export function regeneratedPageFile(distDir, route) {
  const root = join(distDir, ROUTE_CACHE_DIR);
  let scopes;
  try {
    scopes = readdirSync(root);
  } catch {
    return null;
  }
  let newest = null;
  for (const scope of scopes) {
    const path = join(root, scope, "$", htmlFileFor(route));
    try {
      const { mtimeMs } = statSync(path);
      if (!newest || mtimeMs > newest.mtimeMs) newest = { path, mtimeMs };
    } catch {
      // Not regenerated under this scope.
    }
  }
  return newest;
}
