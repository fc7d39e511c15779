import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteUrl } from "@/lib/env";
import { visitDimensions } from "@/lib/visits/attribution";
import { DROP_REASONS, ingestVisit, isDrop, type Drop } from "@/lib/visits/ingest";
import { logVisitTally, tallyCounted, tallyDrop } from "@/lib/visits/tally";

const SITE = siteUrl();
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const PAGE = { p: "/dental", l: "/dental?utm_source=google&gclid=Cj0KCQ_test", r: "https://www.google.com/" };

/** A report as the page script's sendBeacon sends it, with anything changed. */
function report(body: unknown = PAGE, headers: Record<string, string> = {}) {
  return new NextRequest(`${SITE}/api/seen`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: {
      origin: SITE,
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": CHROME,
      "x-forwarded-for": "203.0.113.7",
      ...headers,
    },
  });
}

const dropOf = async (request: NextRequest) => {
  const result = await ingestVisit(request);
  return isDrop(result) ? result : null;
};

describe("visit ingestion: each step returns the visit or a drop with its reason", () => {
  it("passes a report from a person's browser on this site, with its landing page and source", async () => {
    const result = await ingestVisit(report());
    expect(result).toEqual({
      kind: "page",
      path: "/dental",
      ip: "203.0.113.7",
      userAgent: CHROME,
      dimensions: { source: "google", medium: "(not set)", campaign: "(not set)", landingPage: "/dental" },
    });
  });

  it.each<[string, NextRequest, Drop]>([
    [
      "another site's page",
      report(PAGE, { origin: "https://evil.example" }),
      { drop: "foreign_origin", refusal: { status: 403, message: expect.any(String) as string } },
    ],
    [
      "no origin or referer",
      report(PAGE, { origin: "" }),
      { drop: "foreign_origin", refusal: { status: 403, message: expect.any(String) as string } },
    ],
    [
      "another type",
      report(PAGE, { "content-type": "application/x-www-form-urlencoded" }),
      { drop: "malformed", refusal: { status: 415, message: expect.any(String) as string } },
    ],
    [
      "too large",
      report({ ...PAGE, r: "x".repeat(5000) }),
      { drop: "malformed", refusal: { status: 413, message: expect.any(String) as string } },
    ],
    [
      "not the report's shape",
      report({ p: "/", f: "intake", s: 2 }),
      { drop: "malformed", refusal: { status: 400, message: expect.any(String) as string } },
    ],
    [
      "a wizard's step 1 (the page's view is that step)",
      report({ f: "intake", s: 1 }),
      { drop: "malformed", refusal: { status: 400, message: expect.any(String) as string } },
    ],
    ["a crawler", report(PAGE, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" }), { drop: "bot" }],
    ["headless Chrome", report(PAGE, { "user-agent": `${CHROME} HeadlessChrome` }), { drop: "bot" }],
    ["a prefetch", report(PAGE, { "sec-purpose": "prefetch;prerender" }), { drop: "prefetch" }],
    ["the owner area", report({ p: "/settings/leads" }), { drop: "owner_page" }],
  ])("drops %s", async (_, request, expected) => {
    expect(await dropOf(request)).toEqual(expected);
  });

  it("checks the origin before reading the body, and the body before the browser", async () => {
    expect(await dropOf(report("not json", { origin: "https://evil.example" }))).toMatchObject({
      drop: "foreign_origin",
    });
    expect(await dropOf(report("not json", { "user-agent": "curl/8.5.0" }))).toMatchObject({
      drop: "malformed",
    });
  });

  it("passes a wizard step past the first, and keeps no click id (with or without Sec-GPC)", async () => {
    for (const gpc of [{}, { "sec-gpc": "1" }] as Record<string, string>[]) {
      const step = await ingestVisit(report({ f: "demo", s: 2, l: PAGE.l, r: PAGE.r }, gpc));
      expect(step).toMatchObject({ kind: "step", form: "demo", step: 2 });
      // What is counted holds source, medium, campaign and landing path only.
      expect(JSON.stringify(step)).not.toMatch(/gclid|Cj0KCQ_test/);
    }
  });
});

describe("the visit's landing page and attribution", () => {
  const origin = new URL(SITE);
  const cookies = (values: Record<string, string>) => ({
    get: (name: string) => (name in values ? { value: values[name]! } : undefined),
  });
  // A first_touch cookie from an earlier visit in the same browser session: /about, no campaign.
  const earlier = cookies({ first_touch: JSON.stringify({ landing_page: "/about" }) });

  it("is the document's own when it was opened from elsewhere, whatever an earlier visit's cookie says", () => {
    const ad = {
      landing: "/process?utm_source=google&utm_campaign=fall",
      referrer: "https://www.google.com/",
    };
    expect(visitDimensions(ad, earlier, origin)).toEqual({
      source: "google",
      medium: "(not set)",
      campaign: "fall",
      landingPage: "/process",
    });
    // Typed, bookmarked or from an app (no referrer): a visit of its own too.
    expect(visitDimensions({ landing: "/dental", referrer: "" }, earlier, origin)).toMatchObject({
      source: "direct",
      landingPage: "/dental",
    });
  });

  it("is the visit's landing page when the document was reached from the site's own pages", () => {
    const next = { landing: "/contact", referrer: `${SITE}/about` };
    expect(visitDimensions(next, earlier, origin)).toMatchObject({ source: "direct", landingPage: "/about" });
    // Without the cookie (a page a cache served), the document's own.
    expect(visitDimensions(next, cookies({}), origin)).toMatchObject({ landingPage: "/contact" });
  });
});

describe("the visit tally", () => {
  afterEach(() => logVisitTally());

  it("writes one line for many reports, counting drops by reason, and none when nothing came", () => {
    const lines: string[] = [];
    vi.spyOn(console, "info").mockImplementation((line: string) => lines.push(line));
    logVisitTally();
    lines.length = 0;
    for (let i = 0; i < 1000; i++) tallyDrop("bot");
    tallyDrop("over_allowance", 7);
    tallyDrop("malformed");
    tallyCounted(40, 3);
    logVisitTally(Date.now() + 60_000);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      event: "visits",
      counted: 40,
      folded: 3,
      dropped: Object.fromEntries(
        DROP_REASONS.map((reason) => [
          reason,
          { bot: 1000, over_allowance: 7, malformed: 1 }[reason as string] ?? 0,
        ]),
      ),
    });
    logVisitTally();
    expect(lines).toHaveLength(1);
  });
});
