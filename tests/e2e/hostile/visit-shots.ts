import fc from "fast-check";
import type { Shot } from "./bombard";
import { headerValue, huge, origin, rawBody, rawType, text, value, withHeaders } from "./payloads";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const KNOWN = ["/", "/roofers", "/dental", "/intake", "/book-a-demo"];

/** A path: a page of the site, the owner area, or one of 10,000 invented ones (and some that are not paths). */
const path = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...KNOWN, "/settings", "/login/not-allowed", "/roofers/") },
  { weight: 6, arbitrary: fc.nat({ max: 9_999 }).map((n) => `/invented-${n}`) },
  { weight: 1, arbitrary: fc.oneof(text, fc.constantFrom("", "//evil.example/x", "x".repeat(3000))) },
);
const landing = fc.oneof(
  fc.constantFrom("/roofers?utm_source=google&utm_medium=cpc&utm_campaign=spring", "/?ref=partner42", "/"),
  fc.nat({ max: 9_999 }).map((n) => `/?utm_source=s${n}&utm_campaign=c${n}`),
  text,
);
const anything = fc.oneof(fc.jsonValue(), text, fc.integer(), fc.constant(null));

/** A report as the page script sends it, forged, mistyped or extended. */
const report = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ p: path, l: landing, r: fc.oneof(text, fc.webUrl()) }, { requiredKeys: ["p"] }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      f: fc.oneof(fc.constantFrom("intake", "demo"), fc.constantFrom("contact", "INTAKE", ""), text),
      s: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.double(), fc.constant("1")),
      l: landing,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.dictionary(fc.constantFrom("p", "f", "s", "l", "r", "__proto__", "x"), anything),
  },
  { weight: 1, arbitrary: anything },
);

const body = fc.oneof(
  { weight: 12, arbitrary: report.map((r) => Buffer.from(JSON.stringify(r) ?? "")) },
  {
    weight: 3,
    arbitrary: fc.oneof(
      value.map((v) => Buffer.from(v)),
      rawBody,
    ),
  },
  { weight: 1, arbitrary: fc.constant(Buffer.from(`{"p":"/${"a".repeat(5000)}"}`)) },
  { weight: 1, arbitrary: huge.map((h) => Buffer.from(h ?? "{}")) },
);

/** POST /api/seen as page scripts, bots, other sites, prefetchers and floods from one address would send it. */
export function visitShots(base: string): fc.Arbitrary<Shot> {
  return fc
    .record({
      method: fc.oneof(
        { weight: 20, arbitrary: fc.constant("POST") },
        { weight: 1, arbitrary: fc.constantFrom("GET", "PUT", "DELETE", "OPTIONS") },
      ),
      type: fc.oneof(
        { weight: 4, arbitrary: fc.constant("text/plain;charset=UTF-8") },
        { weight: 1, arbitrary: rawType },
      ),
      body,
      origin: origin(base),
      referer: fc.option(fc.oneof(fc.constant(`${base}/roofers`), headerValue), { nil: undefined }),
      agent: fc.oneof(
        { weight: 4, arbitrary: fc.constant(BROWSER) },
        {
          weight: 1,
          arbitrary: fc.constantFrom("Googlebot/2.1", "curl/8.5.0", "", `${BROWSER} HeadlessChrome`),
        },
        { weight: 1, arbitrary: headerValue },
      ),
      purpose: fc.option(fc.constantFrom("prefetch", "prefetch;prerender"), { nil: undefined, freq: 8 }),
      // Mostly one address (a flood), now and then a few others.
      forwardedFor: fc.oneof(
        { weight: 8, arbitrary: fc.constant("203.0.113.66") },
        { weight: 1, arbitrary: fc.ipV4() },
      ),
    })
    .map((r): Shot => ({
      kind: `seen ${r.method}`,
      method: r.method,
      path: "/api/seen",
      body: r.body,
      headers: withHeaders({
        "content-type": r.type,
        origin: r.origin,
        referer: r.referer,
        "user-agent": r.agent,
        "sec-purpose": r.purpose,
        "x-forwarded-for": r.forwardedFor,
      }),
    }));
}
