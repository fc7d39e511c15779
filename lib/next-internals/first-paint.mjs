// Plain JavaScript: the build step runs this without a TypeScript loader.
// Depends on the HTML Next 16.4 pre-renders: the stylesheet as `<link rel="stylesheet" href="/_next/static/….css">`,
// the framework's scripts as `<script src="/_next/static/….js" async="">` (preloaded by `<link rel="preload"
// as="script" fetchPriority="low">`), and React 19 skipping a stylesheet a `link[data-precedence]` already claims.
// A page the rewrite no longer matches stops the build (`prepareFirstPaint`).
//
// After next build: each pre-rendered page carries its stylesheet in a <style> in its <head>, so the first paint
// waits on no second request. Next's own `experimental.inlineCss` also copies the CSS into the page's inline
// router data (three copies in each page); this keeps one. The <link> goes from the head, and a disabled copy at
// the end of the body tells React the stylesheet is in place, so hydration neither fetches nor re-applies it.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { prerenderedHtmlDir, prerenderedPageFiles, staticAssetPath } from "./build-output.mjs";

const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)"([^>]*?)\/?>/g;

// url(...) references that are relative to the stylesheet's own address (fonts: "../media/x.woff2").
const RELATIVE_URL = /url\((["']?)(?![a-z][a-z0-9+.-]*:|\/|#)([^"')]+)\1\)/gi;

/** The stylesheet's text with its relative URLs made absolute, so it means the same inside any page. */
export function absoluteUrls(css, href) {
  return css.replace(RELATIVE_URL, (_, quote, url) => {
    const { pathname, search, hash } = new URL(url, new URL(href, "http://origin"));
    return `url(${quote}${pathname}${search}${hash}${quote})`;
  });
}

/**
 * @param {string} html
 * @param {(href: string) => string} cssFor the stylesheet's text
 */
export function inlineStylesheets(html, cssFor) {
  return html.replace(STYLESHEET, (_, href) => {
    // A "</style" inside the CSS would end the element early; Tailwind's output never has one, so refuse it.
    const css = absoluteUrls(cssFor(href), href);
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains "</style"`);
    return `<style data-href="${href}">${css}</style>`;
  });
}

/**
 * A disabled `<link>` for each inlined stylesheet, before `</body>`: React looks for `link[rel=stylesheet][href]`
 * before it preloads or inserts a stylesheet (React 19), and skips one carrying `data-precedence` when it
 * hydrates the body. Disabled, it is never fetched; without it, hydration would load the same rules again and restyle
 * the whole page while the visitor waits for it to respond.
 */
export function claimInlinedStylesheets(html) {
  const hrefs = [...html.matchAll(/<style data-href="([^"]+)">/g)].map(([, href]) => href);
  const links = hrefs.map(
    (href) => `<link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`,
  );
  return links.length ? html.replace("</body>", `${links.join("")}</body>`) : html;
}

const FRAMEWORK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"]+\.js"\/>/g;

/**
 * The framework's scripts start loading once the first screen is painted, not while it is being painted: the
 * `async` script tags (and their preload hints) become one inline loader at the end of the body that adds the same
 * scripts, in the same order and each in a task of its own, once the first contentful paint is reported (after the
 * next frame where the browser does not report paints; after 3 s at the latest, as in a background tab).
 * They were async already, so nothing waited on them; now they also do not compete with the first paint for the
 * network and the main thread. `nomodule` polyfills are left as they are.
 */
export function deferFrameworkScripts(html) {
  const sources = [...html.matchAll(FRAMEWORK_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0 || !html.includes("</body>")) return html;
  const loader =
    `(function(){var s=${JSON.stringify(sources)},d;function go(){if(d)return;d=1;` +
    // One task per script: inserting all of them at once was a 40–70 ms task on a 4x slowed CPU; now the longest,
    // the first insertion, takes about 25 ms.
    `s.forEach(function(u){setTimeout(function(){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)},0)})}` +
    // After the first contentful paint where the browser reports it; else after the next frame; at most 3 s.
    `function frame(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)frame();` +
    `else new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})` +
    `.observe({type:"paint",buffered:true})}catch(e){frame()}setTimeout(go,3000)})()`;
  return html
    .replace(SCRIPT_PRELOAD, "")
    .replace(FRAMEWORK_SCRIPT, "")
    .replace("</body>", `<script>${loader}</script></body>`);
}

/** The framework scripts a prepared page adds after its first paint (they are downloaded all the same). */
export function deferredScripts(html) {
  return [...html.matchAll(/var s=(\[[^\]]*\])/g)].flatMap(([, list]) => JSON.parse(list));
}

// What Next writes, however its attributes are ordered: left over after the rewrite, the rewrite no longer matches.
const ANY_STYLESHEET = /<link\b[^>]*\brel="stylesheet"(?![^>]*\bdisabled)[^>]*>/;
const ANY_FRAMEWORK_SCRIPT = /<script\b[^>]*\bsrc="\/_next\/static\/[^"]+\.js"(?![^>]*\bnoModule)[^>]*>/i;

/**
 * The page prepared for the first paint, or an error naming what no longer matches: every framework script must be
 * deferred (each page has them) and every stylesheet inlined, so an upgrade that changes Next's HTML stops the build
 * instead of quietly turning the fast first paint off.
 */
export function prepareForFirstPaint(html, cssFor, file = "page") {
  const prepared = deferFrameworkScripts(claimInlinedStylesheets(inlineStylesheets(html, cssFor)));
  const fail = (what) => {
    throw new Error(`${file}: ${what} (lib/next-internals/first-paint.mjs no longer matches Next's HTML)`);
  };
  if (ANY_STYLESHEET.test(prepared.replace(/<body[\s\S]*$/, ""))) fail("a stylesheet link was not inlined");
  if (ANY_FRAMEWORK_SCRIPT.test(prepared)) fail("a framework script was not deferred");
  if (!prepared.includes("first-contentful-paint")) fail("no framework scripts found to defer");
  return prepared;
}

/** Rewrites every pre-rendered page (and the standalone server's copy) for the first paint. */
export function prepareFirstPaint(distDir = ".next") {
  const cssFor = (href) => readFileSync(staticAssetPath(distDir, href), "utf8");
  let count = 0;
  for (const file of prerenderedPageFiles(distDir)) {
    // The standalone server reads its own copy of each page.
    for (const dir of [
      prerenderedHtmlDir(distDir),
      prerenderedHtmlDir(join(distDir, "standalone", distDir)),
    ]) {
      const path = join(dir, file);
      if (!existsSync(path)) continue;
      writeFileSync(path, prepareForFirstPaint(readFileSync(path, "utf8"), cssFor, file));
    }
    count++;
  }
  console.log(
    `First paint: stylesheet inlined and framework scripts deferred in ${count} pre-rendered pages`,
  );
}
