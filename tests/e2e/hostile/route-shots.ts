import fc from "fast-check";
import { ATTRIBUTION_KEYS } from "@/lib/attribution/keys";
import type { Shot } from "./bombard";
import { headerValue, huge, origin, rarely, rawBody, rawType, text, value, withHeaders } from "./payloads";

/** Percent-encodes the UTF-8 bytes of a string (lone surrogates included, as U+FFFD) or sends bytes raw-ish. */
const queryPart = fc.oneof(
  {
    weight: 8,
    arbitrary: text.map((s) =>
      [...Buffer.from(s.slice(0, 300))].map((b) => `%${b.toString(16).padStart(2, "0")}`).join(""),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "%",
      "%zz",
      "%ff%fe",
      "%c3%28",
      "%ed%a0%80",
      "a+b",
      "&&&",
      "==",
      "%00",
      "x".repeat(3000),
    ),
  },
);

const attributionCookie = fc.oneof(
  fc
    .dictionary(
      fc.oneof(fc.constantFrom(...ATTRIBUTION_KEYS, "__proto__", "constructor"), text),
      fc.oneof(text, fc.jsonValue()),
      { maxKeys: 6 },
    )
    .map((o) => encodeURIComponent(JSON.stringify(o).replace(/[\ud800-\udfff]/g, "?"))),
  fc.constantFrom(
    "%7B",
    "[]",
    "null",
    "%7B%22__proto__%22%3A%7B%22utm_source%22%3A%22x%22%7D%7D",
    "%",
    "a".repeat(5000),
  ),
  headerValue.map((v) => v.replace(/[;,]/g, "")),
);

/** GET /book with hostile query strings, attribution cookies and headers. */
export function bookShots(base: string): fc.Arbitrary<Shot> {
  return fc
    .record({
      method: fc.oneof(
        { weight: 20, arbitrary: fc.constant("GET") },
        { weight: 1, arbitrary: fc.constantFrom("HEAD", "POST", "PUT") },
      ),
      query: fc.array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(...ATTRIBUTION_KEYS, "__proto__", "constructor", "utm_source[]"),
            queryPart,
          ),
          queryPart,
        ),
        {
          maxLength: 8,
        },
      ),
      // Now and then a query past Node's 16 KB limit for a request head.
      oversized: rarely(50),
      cookie: fc.option(
        fc.tuple(fc.constantFrom("booking_params", "first_touch", "form_t"), attributionCookie),
        { nil: undefined },
      ),
      referer: fc.option(fc.oneof(headerValue, fc.constant(`${base}/services?utm_source=x`)), {
        nil: undefined,
      }),
      forwardedFor: fc.option(fc.oneof(fc.ipV4(), headerValue), { nil: undefined }),
      origin: origin(base),
    })
    .map((r): Shot => ({
      kind: `book ${r.method}`,
      method: r.method,
      path: `/book?${[...r.query, ...(r.oversized ? [["pad", "x".repeat(20_000)]] : [])].map(([k, v]) => `${k}=${v}`).join("&")}`,
      headers: withHeaders({
        cookie: r.cookie && `${r.cookie[0]}=${r.cookie[1]}`,
        referer: r.referer,
        "x-forwarded-for": r.forwardedFor,
        origin: r.method === "GET" ? undefined : r.origin,
      }),
    }));
}

const bodyBytes = fc.oneof(
  {
    weight: 40,
    arbitrary: fc.oneof(
      value.map((v) => Buffer.from(v)),
      rawBody,
    ),
  },
  { weight: 1, arbitrary: huge.map((h) => Buffer.from(h ?? "")) },
);

/** The cron endpoint with no, wrong, almost right and (rarely) the right bearer token. */
export function outboxShots(base: string, secret: string): fc.Arbitrary<Shot> {
  const authorization = fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(`Bearer ${secret}`) },
    {
      weight: 6,
      arbitrary: fc.oneof(
        fc.constantFrom(
          `bearer ${secret}`,
          `Bearer  ${secret}`,
          `Bearer ${secret}x`,
          `Bearer ${secret.slice(0, -1)}`,
          `Bearer ${secret.toUpperCase()}`,
          `Basic ${Buffer.from(`x:${secret}`).toString("base64")}`,
          "Bearer",
          "Bearer undefined",
          "Bearer null",
          `Bearer ${"a".repeat(secret.length)}`,
        ),
        headerValue.map((v) => `Bearer ${v}`),
        headerValue,
      ),
    },
  );
  return fc
    .record({
      method: fc.constantFrom("GET", "POST", "POST", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"),
      authorization,
      body: fc.option(bodyBytes, { nil: undefined, freq: 2 }),
      type: fc.option(rawType, { nil: undefined }),
      origin: origin(base),
      query: fc.option(queryPart, { nil: undefined }),
    })
    .map((r): Shot => ({
      kind: `outbox ${r.method}`,
      method: r.method,
      path: `/api/outbox${r.query ? `?${r.query}` : ""}`,
      headers: withHeaders({ authorization: r.authorization, "content-type": r.type, origin: r.origin }),
      body: r.method === "GET" || r.method === "HEAD" ? undefined : r.body,
    }));
}

/** What a browser sends navigating client-side within the owner area. */
const validRouterState = encodeURIComponent(
  JSON.stringify(["", { children: ["settings", { children: ["__PAGE__", {}] }] }, null, null]),
);

/**
 * Client-side navigations to the pages rendered on request (RSC requests) with hostile router-state headers:
 * garbage, broken percent-encoding, JSON of the wrong shape, oversized.
 */
export function navigationShots(base: string, session: string): fc.Arbitrary<Shot> {
  const routerState = fc.oneof(
    fc.constant(validRouterState),
    headerValue,
    fc.jsonValue({ maxDepth: 4 }).map((v) => encodeURIComponent(JSON.stringify(v) ?? "null")),
    fc.constantFrom("%", "%E0%A4%A", "[", "%5B%22%22%2C%7B%7D%5D", "x".repeat(45_000)),
  );
  return fc
    .record({
      path: fc.constantFrom(
        "/settings",
        "/login",
        "/settings/leads/00000000-0000-4000-8000-000000000000",
        "/settings/leads/x",
      ),
      routerState,
      prefetch: fc.option(fc.constantFrom("1", "0", "x"), { nil: undefined }),
      signedIn: fc.boolean(),
      origin: origin(base),
    })
    .map((r): Shot => ({
      kind: `navigate ${r.path.split("/").slice(0, 3).join("/")}`,
      method: "GET",
      path: r.path,
      headers: withHeaders({
        rsc: "1",
        "next-router-state-tree": r.routerState,
        "next-router-prefetch": r.prefetch,
        cookie: r.signedIn ? `owner_session=${session}` : undefined,
      }),
    }));
}
