// Plain JavaScript: the build step runs this without a TypeScript loader (see inline-scripts.mjs).
import { inlineScriptHashes } from "./inline-scripts.mjs";

/** Written into .next/ next to BUILD_ID; the proxy reads it relative to the server's working directory. */
export const CSP_MANIFEST_FILE = "csp-manifest.json";
export const NOT_FOUND_ROUTE = "/_not-found";
// Next renders the global error page without the root layout, so it lacks the layout's scripts.
const WITHOUT_ROOT_LAYOUT = new Set(["/_global-error"]);

/**
 * route -> hashes of its inline scripts, with the hashes every layout page shares (the root layout's early script, Next's
 * bootstrap) kept once in `common`, which the nonce policy of pages rendered on request also lists.
 */
export function buildCspManifest(buildId, pages, renderedOnRequest) {
  const hashed = pages.map(({ route, html }) => ({ route, hashes: inlineScriptHashes(html) }));
  const layoutPages = hashed.filter(({ route }) => !WITHOUT_ROOT_LAYOUT.has(route));
  const common = (layoutPages[0]?.hashes ?? []).filter((hash) =>
    layoutPages.every(({ hashes }) => hashes.includes(hash)),
  );
  const routes = Object.fromEntries(
    hashed.map(({ route, hashes }) => [route, hashes.filter((hash) => !common.includes(hash))]),
  );
  return { version: 1, buildId, common, routes, renderedOnRequest };
}
