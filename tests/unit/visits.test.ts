import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { parseVisitBody } from "@/lib/visits/body";
import { isBot } from "@/lib/visits/bots";
import { isPrefetch } from "@/lib/request/prefetch";
import { PAGE_SCRIPT } from "@/lib/visits/page-script";
import { countedPath, OTHER_PATH } from "@/lib/visits/paths";
import { VISIT_ROUTE } from "@/lib/visits/route-path";
import { isSameSite } from "@/lib/request/origin";
import { dimensionsOf } from "@/lib/attribution/dimensions";

const BROWSERS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
];
const BOTS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0 Safari/537.36",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0 Mobile Safari/537.36 Chrome-Lighthouse",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10_1) AppleWebKit/600.2.5 (KHTML, like Gecko) Version/8.0.2 Safari/600.2.5 (Applebot/0.1)",
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "curl/8.5.0",
  "python-requests/2.32.3",
  "node",
  "",
];

describe("bot filter", () => {
  it.each(BROWSERS)("counts a person's browser: %s", (agent) => expect(isBot(agent)).toBe(false));
  it.each(BOTS)("drops a crawler, previewer, tool or automated browser: %s", (agent) =>
    expect(isBot(agent)).toBe(true),
  );
  it("drops a missing user agent and prefetches", () => {
    expect(isBot(null)).toBe(true);
    expect(isPrefetch(new Headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(new Headers({ purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(new Headers())).toBe(false);
  });
});

describe("report body", () => {
  const page = { p: "/roofers", l: "/roofers?utm_source=google", r: "https://www.google.com/" };
  it("accepts a page or a step within its form", () => {
    expect(parseVisitBody(JSON.stringify(page))).toEqual({
      report: { kind: "page", path: "/roofers", landing: page.l, referrer: page.r },
    });
    expect(parseVisitBody('{"f":"intake","s":5}')).toEqual({
      report: { kind: "step", form: "intake", step: 5 },
    });
    expect(parseVisitBody('{"f":"demo","s":4,"l":"/book-a-demo"}')).toMatchObject({ report: { step: 4 } });
  });
  it.each([
    ["not JSON", "p=/roofers"],
    ["an array", "[]"],
    ["null", "null"],
    ["nothing", "{}"],
    ["a number path", '{"p":1}'],
    ["an unknown key", '{"p":"/","x":1}'],
    ["both kinds", '{"p":"/","f":"intake","s":1}'],
    ["a form without a step", '{"f":"intake"}'],
    ["an unknown form", '{"f":"contact","s":1}'],
    ["step 0", '{"f":"intake","s":0}'],
    ["a sixth intake step", '{"f":"intake","s":6}'],
    ["a fifth demo step", '{"f":"demo","s":5}'],
    ["a fractional step", '{"f":"demo","s":1.5}'],
    ["a step as text", '{"f":"demo","s":"1"}'],
    ["an overlong path", JSON.stringify({ p: `/${"a".repeat(3000)}` })],
  ])("refuses %s", (_, raw) => expect(parseVisitBody(raw)).toHaveProperty("problem"));
});

describe("counted paths", () => {
  it("keeps the site's pages and puts everything else under one path", () => {
    expect(countedPath("/roofers")).toBe("/roofers");
    expect(countedPath("/roofers/")).toBe("/roofers");
    expect(countedPath("/")).toBe("/");
    expect(countedPath("/roofers?x=1#y")).toBe("/roofers");
    for (const path of ["/Roofers", "/wp-login.php", "//evil.example", "", "roofers", "/%00", "/api/seen"])
      expect(countedPath(path)).toBe(OTHER_PATH);
  });
  it("never counts the owner area", () => {
    for (const path of ["/settings", "/settings/leads", "/login", "/login/not-allowed"])
      expect(countedPath(path)).toBeNull();
  });
});

describe("same-site check", () => {
  it("wants an Origin, or else a Referer, naming this host", () => {
    const sent = (values: Record<string, string>) => new Headers({ host: "example.com", ...values });
    expect(isSameSite(sent({ origin: "https://example.com" }))).toBe(true);
    expect(isSameSite(sent({ referer: "https://example.com/roofers" }))).toBe(true);
    expect(isSameSite(sent({ origin: "https://evil.example" }))).toBe(false);
    expect(isSameSite(sent({ origin: "null", referer: "https://example.com/" }))).toBe(false);
    expect(isSameSite(sent({ referer: "https://example.com.evil.example/" }))).toBe(false);
    expect(isSameSite(sent({ origin: "not a url" }))).toBe(false);
    expect(isSameSite(sent({}))).toBe(false);
  });
});

describe("attribution rule", () => {
  it.each([
    [{ utm_source: " Google ", source: "fb" }, "google"],
    [{ source: "FaceBook", ref: "partner42" }, "facebook"],
    [{ ref: "partner42", referrer: "https://www.linkedin.com/" }, "partner42"],
    [{ affiliate_link: "aff-1" }, "aff-1"],
    [{ utm_source: " ", referrer: "https://www.LinkedIn.com/feed" }, "linkedin.com"],
    [{ referrer: "android-app://com.google.android.gm/" }, "com.google.android.gm"],
    [{ referrer: "not a url" }, "direct"],
    [{}, "direct"],
  ])("%j comes from %s", (attribution, source) => expect(dimensionsOf(attribution).source).toBe(source));
  it("folds campaigns and media, and keeps the landing page's path only", () => {
    expect(
      dimensionsOf({ utm_campaign: "Spring", utm_medium: "CPC", landing_page: "/roofers?utm_source=g#top" }),
    ).toEqual({ source: "direct", medium: "cpc", campaign: "spring", landingPage: "/roofers" });
    expect(dimensionsOf({})).toEqual({
      source: "direct",
      medium: "(not set)",
      campaign: "(not set)",
      landingPage: "(not set)",
    });
  });
});

describe("page script", () => {
  it("is at most 600 bytes gzipped and reports to a path no blocking list matches", () => {
    expect(gzipSync(PAGE_SCRIPT, { level: 9 }).length).toBeLessThanOrEqual(600);
    expect(PAGE_SCRIPT).toContain(JSON.stringify(VISIT_ROUTE));
    expect(VISIT_ROUTE).not.toMatch(
      /analytics|collect|track|event|beacon|pixel|\/pv|\/hit|\/stats|\/log|\/count/i,
    );
  });
  it("stores nothing in the browser", () => {
    expect(PAGE_SCRIPT).not.toMatch(/cookie|localStorage|sessionStorage|indexedDB/);
  });
});
