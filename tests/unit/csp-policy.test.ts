import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scriptPolicyFor } from "@/lib/csp/for-request";
import { readScriptHashes, type ScriptHashes } from "@/lib/csp/manifest";
import { contentSecurityPolicy, hashSources, nonceSources } from "@/lib/csp/policy";

const hash = (c: string) => `'sha256-${c.repeat(43)}='`;
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);

function buildDir(manifest: unknown, buildId = "build-1") {
  const dir = mkdtempSync(join(tmpdir(), "csp-"));
  writeFileSync(join(dir, "BUILD_ID"), buildId);
  writeFileSync(join(dir, "csp-manifest.json"), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  version: 1,
  buildId: "build-1",
  common: [hash("C")],
  routes: { "/": [hash("H")], "/contact": [hash("F")], "/_not-found": [hash("N")] },
  renderedOnRequest: [
    "^/login(?:/)?$",
    "^/login/not\\-allowed(?:/)?$",
    "^/settings(?:/)?$",
    "^/settings/leads/([^/]+?)(?:/)?$",
  ],
};

function loadedHashes(): ScriptHashes {
  const loaded = readScriptHashes(buildDir(manifest));
  if (!("hashes" in loaded)) throw new Error(loaded.problem);
  return loaded.hashes;
}

describe("the policy", () => {
  const production = { dev: false, analytics: false, turnstile: false };

  it("denies by default and lists only what the site uses", () => {
    const policy = contentSecurityPolicy(hashSources([hash("A")]), production);
    expect(directive(policy, "default-src")).toBe("'none'");
    expect(directive(policy, "script-src")).toBe(`'self' ${hash("A")}`);
    expect(directive(policy, "style-src")).toBe("'self' 'unsafe-inline'");
    expect(directive(policy, "img-src")).toBe("'self' data:");
    expect(directive(policy, "connect-src")).toBe("'self'");
    expect(directive(policy, "frame-src")).toBe("'none'");
    expect(directive(policy, "frame-ancestors")).toBe("'none'");
    expect(directive(policy, "object-src")).toBe("'none'");
    expect(directive(policy, "base-uri")).toBe("'none'");
    expect(directive(policy, "form-action")).toBe("'self'");
    expect(policy).toMatch(/; upgrade-insecure-requests$/);
    expect(policy).not.toMatch(/google|cloudflare|unsafe-eval|ws:/);
  });

  it("allows Google Analytics and Turnstile hosts only when they are configured", () => {
    const policy = contentSecurityPolicy(hashSources([]), {
      ...production,
      analytics: true,
      turnstile: true,
    });
    expect(directive(policy, "script-src")).toBe(
      "'self' https://*.googletagmanager.com https://challenges.cloudflare.com",
    );
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(policy, "img-src")).toContain("https://*.google-analytics.com");
    expect(directive(policy, "frame-src")).toBe("https://challenges.cloudflare.com");
  });

  it("lets next dev evaluate code and reach its websocket, without upgrading requests", () => {
    const policy = contentSecurityPolicy(["'self'", "'unsafe-inline'"], { ...production, dev: true });
    expect(directive(policy, "script-src")).toBe("'self' 'unsafe-inline' 'unsafe-eval'");
    expect(directive(policy, "connect-src")).toBe("'self' ws:");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("a nonce policy trusts what the nonced scripts load, plus the layout's hashed script", () => {
    expect(nonceSources("abc", [hash("C")])).toEqual(["'nonce-abc'", "'strict-dynamic'", hash("C")]);
  });
});

describe("script sources per request", () => {
  const fixedNonce = () => "n0nce";

  it("a pre-rendered page gets the common hashes and its own, for GET and HEAD", () => {
    const hashes = loadedHashes();
    for (const method of ["GET", "HEAD"]) {
      expect(scriptPolicyFor({ pathname: "/contact", method }, hashes, fixedNonce)).toEqual({
        sources: ["'self'", hash("C"), hash("F")],
      });
    }
  });

  it("an unknown path gets the not-found page's hashes", () => {
    for (const method of ["GET", "POST"]) {
      expect(scriptPolicyFor({ pathname: "/nope", method }, loadedHashes(), fixedNonce).sources).toEqual([
        "'self'",
        hash("C"),
        hash("N"),
      ]);
    }
  });

  it("pages rendered on request, and a form post to a pre-rendered page, get a nonce", () => {
    const hashes = loadedHashes();
    for (const [pathname, method] of [
      ["/login", "GET"],
      ["/login/not-allowed", "GET"],
      ["/settings/leads/42", "GET"],
      ["/settings", "POST"],
      ["/contact", "POST"],
    ]) {
      expect(scriptPolicyFor({ pathname: pathname!, method: method! }, hashes, fixedNonce)).toEqual({
        sources: ["'nonce-n0nce'", "'strict-dynamic'", hash("C")],
        nonce: "n0nce",
      });
    }
  });

  it("a scripted server-action call to a pre-rendered page is answered with data: its hashes, no nonce", () => {
    const hashes = loadedHashes();
    const policy = scriptPolicyFor(
      { pathname: "/contact", method: "POST", scripted: true },
      hashes,
      fixedNonce,
    );
    expect(policy.nonce).toBeUndefined();
    expect(policy.sources).not.toContain("'nonce-n0nce'");
  });

  it("an unknown path inside the owner area is the pre-rendered not-found page: hashes, no nonce", () => {
    for (const pathname of ["/settings/nope", "/settings/leads/1/more", "/settingsx", "/login/x"]) {
      expect(scriptPolicyFor({ pathname, method: "GET" }, loadedHashes()).sources).toContain(hash("N"));
    }
  });

  it("draws a fresh 128-bit nonce for every request", () => {
    const hashes = loadedHashes();
    const a = scriptPolicyFor({ pathname: "/settings", method: "GET" }, hashes).nonce!;
    const b = scriptPolicyFor({ pathname: "/settings", method: "GET" }, hashes).nonce!;
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a).not.toBe(b);
  });

  it("without the manifest, falls back to inline scripts for static pages only", () => {
    for (const pathname of ["/", "/contact"]) {
      expect(scriptPolicyFor({ pathname, method: "GET" }, null)).toEqual({
        sources: ["'self'", "'unsafe-inline'"],
      });
    }
  });

  it("without the manifest, still gives the owner area a nonce and never 'unsafe-inline'", () => {
    for (const pathname of ["/login", "/settings", "/settings/leads/1"]) {
      const policy = scriptPolicyFor({ pathname, method: "GET" }, null, fixedNonce);
      expect(policy).toEqual({ sources: ["'nonce-n0nce'", "'strict-dynamic'"], nonce: "n0nce" });
      expect(policy.sources).not.toContain("'unsafe-inline'");
    }
  });
});

describe("reading the manifest", () => {
  it("refuses one written for another build, which would block every page's scripts", () => {
    expect(readScriptHashes(buildDir(manifest, "build-2"))).toEqual({
      problem: "manifest is for build build-1, not build-2",
    });
  });

  it("refuses anything that is not a list of sha256 sources (it goes into a header)", () => {
    const injected = { ...manifest, routes: { "/": ["'self'; script-src *"] } };
    expect(readScriptHashes(buildDir(injected))).toEqual({ problem: "manifest is malformed" });
    for (const broken of [
      { common: undefined },
      { renderedOnRequest: undefined },
      { renderedOnRequest: ["("] },
    ]) {
      expect(readScriptHashes(buildDir({ ...manifest, ...broken }))).toEqual({
        problem: "manifest is malformed",
      });
    }
  });

  it("reports a missing manifest", () => {
    const dir = mkdtempSync(join(tmpdir(), "csp-"));
    expect("problem" in readScriptHashes(dir)).toBe(true);
  });
});
