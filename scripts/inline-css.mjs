// After next build: each pre-rendered page carries its stylesheet in a <style> in its <head>, so the first paint
// waits on no second request. Next's own `experimental.inlineCss` also copies the CSS into the page's inline
// router data (three copies in each page); this keeps one. The <link> stays, as media="print": React's hydration
// finds the stylesheet it rendered already in the document and inserts nothing, and the file is not render-blocking.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { prerenderedHtmlDir, prerenderedPageFiles, staticAssetPath } from "../lib/next-internals/build-output.mjs";

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
  return html.replace(STYLESHEET, (_, href, rest) => {
    // A "</style" inside the CSS would end the element early; Tailwind's output never has one, so refuse it.
    const css = absoluteUrls(cssFor(href), href);
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains "</style"`);
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}"${rest.replace(/\s*media="[^"]*"/, "")} media="print"/>`;
  });
}

export function inlineCss(distDir = ".next") {
  const cssFor = (href) => readFileSync(staticAssetPath(distDir, href), "utf8");
  let count = 0;
  for (const file of prerenderedPageFiles(distDir)) {
    // The standalone server reads its own copy of each page.
    for (const dir of [prerenderedHtmlDir(distDir), prerenderedHtmlDir(join(distDir, "standalone", distDir))]) {
      const path = join(dir, file);
      if (!existsSync(path)) continue;
      const html = readFileSync(path, "utf8");
      const inlined = inlineStylesheets(html, cssFor);
      if (inlined !== html) writeFileSync(path, inlined);
    }
    count++;
  }
  console.log(`CSS: inlined into ${count} pre-rendered pages`);
}
