import { describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript build script without type declarations
import { absoluteUrls, inlineStylesheets } from "../../scripts/inline-css.mjs";

const href = "/_next/static/chunks/abc.css";
const page = `<head><link rel="stylesheet" href="${href}" data-precedence="next"/></head><body></body>`;

describe("inline stylesheets", () => {
  it("puts the stylesheet in a <style> and keeps its link as non-blocking", () => {
    const html = inlineStylesheets(page, () => "a{color:red}");
    expect(html).toBe(
      `<head><style data-href="${href}">a{color:red}</style><link rel="stylesheet" href="${href}" data-precedence="next" media="print"/></head><body></body>`,
    );
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
