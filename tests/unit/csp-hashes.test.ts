import { describe, expect, it } from "vitest";
import { buildCspManifest } from "@/lib/csp/hash-manifest.mjs";
import { htmlFileFor, pagesRenderedOnRequest, prerenderedPages } from "@/lib/next-internals/build-output.mjs";
import { inlineScriptHashes, inlineScripts, scriptHash } from "@/lib/csp/inline-scripts.mjs";

describe("inline script hashes", () => {
  it("match the CSP specification's own example", () => {
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it("hash the UTF-8 bytes of the text", () => {
    expect(scriptHash("x='é'")).not.toBe(scriptHash("x='e'"));
    expect(scriptHash("x='🚀'")).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});

describe("inline scripts of a page", () => {
  it("takes scripts without src whose type runs, and skips data blocks", () => {
    const html = [
      '<script src="/a.js" async=""></script>',
      "<script>one()</script>",
      '<script type="module">two()</script>',
      '<SCRIPT TYPE="Text/JavaScript">three()</SCRIPT>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json">{}</script>',
      '<script type="text/template"><b>x</b></script>',
      '<script id="_R_" nonce="abc">four()</script >',
    ].join("");
    expect(inlineScripts(html)).toEqual(["one()", "two()", "three()", "four()"]);
  });

  it("reads attributes properly: a quoted '>' or a data-src is not the end of the tag or a src", () => {
    const html = `<script data-note="a > b" data-src="/x.js">five()</script><script src='/b.js'></script>`;
    expect(inlineScripts(html)).toEqual(["five()"]);
  });

  it("ignores script-like text in comments, styles and text areas", () => {
    const html =
      "<!-- <script>no()</script> --><style>a::after{content:'<script>no()</script>'}</style>" +
      "<textarea><script>no()</script></textarea><script>yes()</script>";
    expect(inlineScripts(html)).toEqual(["yes()"]);
  });

  it("hashes what the browser's parser sees: CRLF and CR become LF", () => {
    expect(inlineScripts("<script>a()\r\nb()\rc()</script>")).toEqual(["a()\nb()\nc()"]);
  });

  it("keeps each distinct hash once, in document order", () => {
    const hashes = inlineScriptHashes("<script>a()</script><script>b()</script><script>a()</script>");
    expect(hashes).toEqual([scriptHash("a()"), scriptHash("b()")]);
  });
});

describe("the build's hash manifest", () => {
  const layout = "<script>theme()</script><script>(self.__next_f=self.__next_f||[]).push([0])</script>";
  const page = (own: string) => `<html><head>${layout}</head><body><script>${own}</script></body></html>`;

  it("keeps the layout's scripts once as common, and each route's own", () => {
    const manifest = buildCspManifest(
      "build-1",
      [
        { route: "/", html: page("home()") },
        { route: "/about", html: page("about()") },
        { route: "/_not-found", html: page("missing()") },
        // Rendered without the root layout: it must not shrink the common set.
        { route: "/_global-error", html: "<script>failed()</script>" },
      ],
      ["^/login(?:/)?$"],
    );
    expect(manifest.buildId).toBe("build-1");
    expect(manifest.common).toEqual(inlineScriptHashes(layout));
    expect(manifest.routes).toEqual({
      "/": [scriptHash("home()")],
      "/about": [scriptHash("about()")],
      "/_not-found": [scriptHash("missing()")],
      "/_global-error": [scriptHash("failed()")],
    });
    expect(manifest.renderedOnRequest).toEqual(["^/login(?:/)?$"]);
  });

  it("names the pages rendered on request by Next's route regexes, leaving out route handlers", () => {
    const appPathRoutes = {
      "/(marketing)/page": "/",
      "/login/page": "/login",
      "/settings/leads/[id]/page": "/settings/leads/[id]",
      "/settings/leads.csv/route": "/settings/leads.csv",
    };
    const routes = {
      staticRoutes: [
        { page: "/", regex: "^/(?:/)?$" },
        { page: "/login", regex: "^/login(?:/)?$" },
        { page: "/settings/leads.csv", regex: "^/settings/leads\\.csv(?:/)?$" },
      ],
      dynamicRoutes: [{ page: "/settings/leads/[id]", regex: "^/settings/leads/([^/]+?)(?:/)?$" }],
    };
    expect(pagesRenderedOnRequest(appPathRoutes, routes, ["/"])).toEqual([
      "^/login(?:/)?$",
      "^/settings/leads/([^/]+?)(?:/)?$",
    ]);
  });

  it("lists the pre-rendered pages with their HTML files, leaving out non-HTML routes", () => {
    const routes = {
      "/": { dataRoute: "/index.rsc", initialRevalidateSeconds: false as const },
      "/services/web": { dataRoute: "/services/web.rsc", initialRevalidateSeconds: false as const },
      "/robots.txt": { dataRoute: null, initialRevalidateSeconds: false as const },
    };
    expect(prerenderedPages({ routes })).toEqual([
      { route: "/", file: "index.html" },
      { route: "/services/web", file: "services/web.html" },
    ]);
    expect(htmlFileFor("/_not-found")).toBe("_not-found.html");
  });

  it("stops the build for a page regenerated at run time, whose HTML its hashes could not cover", () => {
    const routes = { "/news": { dataRoute: "/news.rsc", initialRevalidateSeconds: 60 } };
    expect(() => prerenderedPages({ routes })).toThrow(/\/news revalidates/);
  });
});
