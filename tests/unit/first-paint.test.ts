import { describe, expect, it } from "vitest";
import {
  absoluteUrls,
  claimInlinedStylesheets,
  deferFrameworkScripts,
  deferredScripts,
  inlineStylesheets,
  prepareForFirstPaint,
} from "@/lib/next-internals/first-paint.mjs";

const href = "/_next/static/chunks/abc.css";
const page = `<head><link rel="stylesheet" href="${href}" data-precedence="next"/></head><body></body>`;

describe("inline stylesheets", () => {
  it("puts the stylesheet in a <style> in place of its link (React adds the link back when it hydrates)", () => {
    const html = inlineStylesheets(page, () => "a{color:red}");
    expect(html).toBe(`<head><style data-href="${href}">a{color:red}</style></head><body></body>`);
  });

  it("leaves pages without a stylesheet and other links alone", () => {
    const other = `<head><link rel="preload" href="/x.woff2" as="font"/></head>`;
    expect(inlineStylesheets(other, () => "")).toBe(other);
  });

  it("refuses CSS that would close the element early", () => {
    expect(() => inlineStylesheets(page, () => "a{content:'</style>'}")).toThrow(/cannot be inlined/);
  });

  it("makes URLs relative to the stylesheet absolute", () => {
    expect(absoluteUrls(`@font-face{src:url(../media/f.woff2)format("woff2")}`, href)).toBe(
      `@font-face{src:url(/_next/static/media/f.woff2)format("woff2")}`,
    );
    const kept = `a{background:url("data:image/svg+xml,x")}b{background:url(/i.png)}c{mask:url(#m)}`;
    expect(absoluteUrls(kept, href)).toBe(kept);
  });
});

describe("inlined stylesheets claimed for React", () => {
  it("adds one disabled link per inlined stylesheet before </body>, which React finds and the browser never fetches", () => {
    const html = claimInlinedStylesheets(inlineStylesheets(page, () => "a{color:red}"));
    expect(html).toBe(
      `<head><style data-href="${href}">a{color:red}</style></head>` +
        `<body><link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/></body>`,
    );
  });

  it("leaves a page without an inlined stylesheet alone", () => {
    expect(claimInlinedStylesheets(page)).toBe(page);
  });
});

describe("framework scripts after the first paint", () => {
  const a = "/_next/static/chunks/a.js";
  const b = "/_next/static/chunks/b.js";
  const html =
    `<head><link rel="preload" as="script" fetchPriority="low" href="${a}"/>` +
    `<script src="${a}" async=""></script><script src="/_next/static/chunks/p.js" noModule=""></script></head>` +
    `<body><p>Hi</p><script>self.__next_f.push([0])</script><script src="${b}" async=""></script></body>`;

  it("replaces the async tags and their preloads with one loader of the same scripts, in order", () => {
    const out = deferFrameworkScripts(html);
    expect(out).not.toContain(`<script src="${a}"`);
    expect(out).not.toContain(`<script src="${b}"`);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(deferredScripts(out)).toEqual([a, b]);
    expect(out).toContain("first-contentful-paint");
    expect(out).toMatch(/<script>\(function\(\)\{.*\}\)\(\)<\/script><\/body>$/);
  });

  it("keeps inline data, nomodule polyfills and pages without framework scripts as they are", () => {
    const out = deferFrameworkScripts(html);
    expect(out).toContain("<script>self.__next_f.push([0])</script>");
    expect(out).toContain('<script src="/_next/static/chunks/p.js" noModule=""></script>');
    const plain = "<head></head><body><p>Hi</p></body>";
    expect(deferFrameworkScripts(plain)).toBe(plain);
  });
});

// The build runs this on every pre-rendered page: HTML it no longer matches stops the build, named.
describe("a page the first-paint rewrite no longer matches (an upgrade of Next changed its HTML)", () => {
  const css = () => "a{color:red}";
  const script = `<script src="/_next/static/chunks/a.js" async=""></script>`;
  const next16 = `<head><link rel="stylesheet" href="${href}" data-precedence="next"/>${script}</head><body></body>`;

  it("prepares the HTML Next 16 writes", () => {
    const out = prepareForFirstPaint(next16, css);
    expect(out).toContain(`<style data-href="${href}">`);
    expect(out).toContain("first-contentful-paint");
  });

  it("stops the build when a stylesheet link is written another way", () => {
    const reordered = next16.replace(`rel="stylesheet" href="${href}"`, `href="${href}" rel="stylesheet"`);
    expect(() => prepareForFirstPaint(reordered, css, "about.html")).toThrow(
      /about\.html: a stylesheet link was not inlined/,
    );
  });

  it("stops the build when the framework scripts are written another way, or not found", () => {
    const deferred = next16.replace('async=""', "defer");
    expect(() => prepareForFirstPaint(deferred, css)).toThrow(/a framework script was not deferred/);
    expect(() => prepareForFirstPaint(next16.replace(script, ""), css)).toThrow(/no framework scripts found/);
  });
});
