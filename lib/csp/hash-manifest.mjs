// Plain JavaScript: the build step runs this without a TypeScript loader (see inline-scripts.mjs).
import { inlineScriptHashes } from "./inline-scripts.mjs";

/** Written into .next/ next to BUILD_ID; the proxy reads it relative to the server's working directory. */
export const CSP_MANIFEST_FILE = "csp-manifest.json";
export const NOT_FOUND_ROUTE = "/_not-found";
// Next renders the global error page without the root layout, so it lacks the layout's scripts.
const WITHOUT_ROOT_LAYOUT = new Set(["/_global-error"]);

/** Where `next build` writes a pre-rendered route's HTML, relative to .next/server/app. */
export function htmlFileFor(route) {
  return route === "/" ? "index.html" : `${route.slice(1)}.html`;
}

/**
 * The pre-rendered HTML pages in .next/prerender-manifest.json (pages have an RSC payload; robots, sitemap and
 * images do not). A page regenerated at run time would outgrow its build-time hashes, so it stops the build.
 * @param {{ routes: Record<string, { dataRoute?: string | null; initialRevalidateSeconds?: number | false }> }} prerender
 */
export function prerenderedPages(prerender) {
  return Object.entries(prerender.routes)
    .filter(([, entry]) => entry.dataRoute)
    .map(([route, entry]) => {
      if (entry.initialRevalidateSeconds !== false && entry.initialRevalidateSeconds !== undefined) {
        throw new Error(
          `${route} revalidates at run time: build-time script hashes cannot cover its HTML (render it on request and give it a nonce)`,
        );
      }
      return { route, file: htmlFileFor(route) };
    });
}

/**
 * The pages Next renders on request (app pages that were not pre-rendered), as the route regexes of
 * .next/routes-manifest.json: the proxy gives exactly these a nonce. Route handlers serve no pages, so no scripts.
 * @param {Record<string, string>} appPathRoutes .next/app-path-routes-manifest.json
 * @param {{ staticRoutes: { page: string; regex: string }[]; dynamicRoutes: { page: string; regex: string }[] }} routes
 * @param {string[]} prerenderedRoutes
 */
export function pagesRenderedOnRequest(appPathRoutes, routes, prerenderedRoutes) {
  const pages = new Set(
    Object.entries(appPathRoutes)
      .filter(([entry]) => entry.endsWith("/page"))
      .map(([, route]) => route),
  );
  return [...routes.staticRoutes, ...routes.dynamicRoutes]
    .filter(({ page }) => pages.has(page) && !prerenderedRoutes.includes(page))
    .map(({ regex }) => regex);
}

/**
 * route -> hashes of its inline scripts, with the hashes every layout page shares (the root layout's early script, Next's
 * bootstrap) kept once in `common`, which the nonce policy of pages rendered on request also lists.
 * @param {string} buildId
 * @param {{ route: string; html: string }[]} pages
 * @param {string[]} renderedOnRequest
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
