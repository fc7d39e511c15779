// Plain JavaScript: the build step runs this without a TypeScript loader.
// Depends on the files `next build` writes into .next/ (Next 16.4): BUILD_ID, prerender-manifest.json (routes with
// a dataRoute are pages, initialRevalidateSeconds false = never regenerated), app-path-routes-manifest.json and
// routes-manifest.json (route regexes), server/app/<route>.html, server/server-reference-manifest.json (action ids),
// static/ (the files served under /_next/static/).
import { readFileSync } from "node:fs";
import { join } from "node:path";

const readText = (distDir, ...path) => readFileSync(join(distDir, ...path), "utf8");
const readJson = (distDir, ...path) => JSON.parse(readText(distDir, ...path));

/** The id of the build in `distDir`. */
export function readBuildId(distDir) {
  return readText(distDir, "BUILD_ID").trim();
}

/** The folder `next build` writes pre-rendered HTML into (what a static server could serve as is). */
export function prerenderedHtmlDir(distDir = ".next") {
  return join(distDir, "server", "app");
}

/** Where `next build` writes a pre-rendered route's HTML, relative to prerenderedHtmlDir. */
export function htmlFileFor(route) {
  return route === "/" ? "index.html" : `${route.slice(1)}.html`;
}

/**
 * The pre-rendered HTML pages in .next/prerender-manifest.json (pages have an RSC payload; robots, sitemap and
 * images do not). A page regenerated at run time would outgrow its build-time hashes, so it stops the build.
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
 * .next/routes-manifest.json (from the app-path-routes manifest). Route handlers serve no pages, so no scripts.
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

/** The HTML files of the pre-rendered pages, relative to prerenderedHtmlDir. */
export function prerenderedPageFiles(distDir = ".next") {
  return prerenderedPages(readJson(distDir, "prerender-manifest.json")).map(({ file }) => file);
}

/** Where a build asset served under /_next/ (a stylesheet, a font) lies in the build. */
export function staticAssetPath(distDir, href) {
  return join(distDir, href.replace(/^\/_next\//, ""));
}

/** What a build in `distDir` holds: its id, the pre-rendered pages with their HTML, the pages rendered on request. */
export function readBuildOutput(distDir = ".next") {
  const pages = prerenderedPages(readJson(distDir, "prerender-manifest.json")).map(({ route, file }) => ({
    route,
    html: readFileSync(join(prerenderedHtmlDir(distDir), file), "utf8"),
  }));
  const renderedOnRequest = pagesRenderedOnRequest(
    readJson(distDir, "app-path-routes-manifest.json"),
    readJson(distDir, "routes-manifest.json"),
    pages.map(({ route }) => route),
  );
  return { buildId: readBuildId(distDir), pages, renderedOnRequest };
}

/** The id of every server action in the build, for the Node and the edge runtime alike. */
export function serverActionIdList(distDir = ".next") {
  const manifest = readJson(distDir, "server", "server-reference-manifest.json");
  return [...Object.keys(manifest.node ?? {}), ...Object.keys(manifest.edge ?? {})];
}

/** Exported name -> id of every server action in the build (what a page's form posts as `next-action`). */
export function serverActionIds(distDir = ".next") {
  const manifest = readJson(distDir, "server", "server-reference-manifest.json");
  return Object.fromEntries(Object.entries(manifest.node).map(([id, action]) => [action.exportedName, id]));
}
