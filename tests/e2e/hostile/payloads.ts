import fc from "fast-check";
import { scriptedArguments } from "../../support/action-wire.mjs";

const ONE_MB = "x".repeat(1 << 20);
const invalidUtf8 = [
  [0xff],
  [0xc3, 0x28],
  [0xe2, 0x28, 0xa1],
  [0xf0, 0x90, 0x28, 0xbc],
  [0xed, 0xa0, 0x80],
  [0xc0, 0xaf],
].map((bytes) => Buffer.from(bytes));

/** Text a hostile client might type: control characters, lone surrogates, markup, prototype keys, long runs. */
export const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "\u0000",
      "\u0007\u001b[31m\u007f",
      "\r\n\r\n",
      "\ud800",
      "\udfff\ud800",
      "\ufeff",
      "__proto__",
      "constructor",
      "prototype",
      "<script>alert(1)</script>",
      "on",
      "true",
      "null",
      "[]",
      '{"__proto__":{"polluted":1}}',
      "$K1",
      "$@1",
      "=cmd|' /C calc'!A0",
      "%00%ff",
      "a@b",
      "owner@example.com",
    ),
  },
  { weight: 1, arbitrary: fc.nat({ max: 20_000 }).map((n) => "é".repeat(n)) },
);

/** Bytes that are not UTF-8, alone or after some text. */
export const notUtf8 = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...invalidUtf8))
    .map(([s, b]) => Buffer.concat([Buffer.from(s), b])),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);

/** A field value: mostly text, sometimes raw bytes that are not UTF-8. */
export const value: fc.Arbitrary<string | Buffer> = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 1, arbitrary: notUtf8 },
);

/** True once in `n` draws; shrinks to false. */
export const rarely = (n: number) => fc.nat({ max: n - 1 }).map((k) => k === n - 1);

/** One request in a hundred carries a 1 MB field: they are slow, and one kind of answer is enough to check. */
export const huge = rarely(100).map((yes) => (yes ? ONE_MB : null));

/** Field names: the forms' own, prototype keys, framework prefixes and anything else. */
export const fieldName = (known: readonly string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...known) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "__proto__",
        "constructor",
        "prototype",
        "toString",
        "hasOwnProperty",
        "0",
        "1",
        "$ACTION_REF_1",
        "$ACTION_1:0",
        "$ACTION_1:1",
        "$ACTION_KEY",
        "$ACTION_ID_x",
      ),
    },
    { weight: 1, arbitrary: text },
  );

/** A header value a client can put on the wire: Latin-1 without NUL, CR or LF. */
export const headerValue = fc
  .string({
    unit: fc
      .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }))
      .map((c) => String.fromCharCode(c)),
    maxLength: 60,
  })
  .map((v) => v.trim());

export const method = fc.oneof(
  { weight: 20, arbitrary: fc.constant("POST") },
  { weight: 1, arbitrary: fc.constantFrom("GET", "PUT", "PATCH", "DELETE", "OPTIONS") },
);

/** Same origin mostly; otherwise none, another site, "null" or garbage (the proxy answers cross-origin posts with 403). */
export const origin = (base: string) =>
  fc.oneof(
    { weight: 16, arbitrary: fc.constant<string | undefined>(base) },
    { weight: 2, arbitrary: fc.constant(undefined) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "https://evil.example",
        "null",
        "http://127.0.0.1",
        `${base}.evil.example`,
        "evil",
        `${base}/path`,
      ),
    },
    { weight: 1, arbitrary: headerValue },
  );

/** What the proxy counts as a cross-origin post (lib/request/origin.ts), told from the test's side. */
export function crossOrigin(originHeader: string | undefined, host: string): boolean {
  if (!originHeader) return false;
  if (originHeader === "null") return true;
  try {
    return new URL(originHeader).host !== host;
  } catch {
    return true;
  }
}

export const BOUNDARY = "----hostileBoundary7MA4YWxkTrZu0gW";

/** The multipart content type as sent, or mislabelled: no boundary, another boundary, not multipart at all. */
export const multipartType = (boundary = BOUNDARY) =>
  fc.oneof(
    { weight: 40, arbitrary: fc.constant(`multipart/form-data; boundary=${boundary}`) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "multipart/form-data",
        "multipart/form-data; boundary=other",
        `Multipart/Form-Data; boundary=${boundary}`,
        `multipart/form-data; boundary="${boundary}"; charset=latin1`,
        `multipart/mixed; boundary=${boundary}`,
        "text/plain;charset=UTF-8",
        "application/json",
        "application/x-www-form-urlencoded",
        "application/octet-stream",
        "",
      ),
    },
    { weight: 1, arbitrary: headerValue },
  );

/** Most bodies go out whole; some are cut short, get garbage appended, or have bytes overwritten. */
export const mangle = fc.oneof(
  { weight: 40, arbitrary: fc.constant((body: Buffer) => body) },
  { weight: 1, arbitrary: fc.nat().map((n) => (body: Buffer) => body.subarray(0, n % (body.length + 1))) },
  { weight: 1, arbitrary: notUtf8.map((junk) => (body: Buffer) => Buffer.concat([body, junk])) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.nat(), notUtf8).map(([at, junk]) => (body: Buffer) => {
      const copy = Buffer.from(body);
      junk.copy(copy, at % (copy.length + 1));
      return copy;
    }),
  },
);

/** React's reply format for a server action's arguments: what our forms send, and what they never do. */
export const argumentList = fc.oneof(
  { weight: 20, arbitrary: fc.constant(scriptedArguments()) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "[]",
      '["$K1"]',
      '[null,"$K1"]',
      '["$K1","$K1"]',
      '[{"status":"idle"},"$K2"]',
      '[{"status":"idle"},"$@1"]',
      '[{"status":"idle"},"$1"]',
      '[{},"$Q1"]',
      '[{},"$W1"]',
      '[{},"$F1"]',
      '[{},"$h1"]',
      '[{},"$T"]',
      '[{},"$B1"]',
      '[{},"$i1"]',
      '[{},"$R1"]',
      '[{},"$1:a:b"]',
      '[{},"$n12x"]',
      '[{},"$D2020-01-01"]',
      '[{},"$undefined"]',
      '[{},"$"]',
      '[{"__proto__":{"polluted":1}},"$K1"]',
      '[{"constructor":{"prototype":{"polluted":1}}},"$K1"]',
      '"$K1"',
      '{"0":"$K1"}',
      "1",
      "null",
      "[",
      "",
      `${"[".repeat(5000)}${"]".repeat(5000)}`,
    ),
  },
  { weight: 2, arbitrary: fc.json({ maxDepth: 3 }) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.stringMatching(/^\$[@A-Za-z$-]?[0-9a-f]{0,3}$/)), {
        maxLength: 4,
      })
      .map((args) => JSON.stringify(args)),
  },
);

/** A body for a scripted call that is not multipart: an argument list, bytes that are not UTF-8, or nothing. */
export const rawBody = fc.oneof(
  { weight: 4, arbitrary: argumentList.map((s) => Buffer.from(s)) },
  { weight: 2, arbitrary: notUtf8 },
  { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
);

export const rawType = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "text/plain;charset=UTF-8",
      "text/plain",
      "application/json",
      "",
      "text/x-component",
    ),
  },
  { weight: 1, arbitrary: headerValue },
);

/** An action id: the right one, another real one, or garbage of the right or wrong shape. */
export const actionId = (right: string, others: string[]) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(right) },
    { weight: 2, arbitrary: fc.constantFrom(...others) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.stringMatching(/^[0-9a-f]{42}$/),
        fc.constantFrom(
          "",
          "x",
          "null",
          "__proto__",
          "constructor",
          right.slice(1),
          `${right}0`,
          right.toUpperCase(),
        ),
        headerValue,
      ),
    },
  );

/** Cookies as sent, dropped, or replaced with garbage, forged tokens and oversized values. */
export const cookieHeader = (real: string) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant(real) },
    { weight: 2, arbitrary: fc.constant("") },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "form_t",
            "booking_params",
            "first_touch",
            "owner_session",
            "__proto__",
            "constructor",
          ),
          fc.oneof(
            headerValue.map((v) => v.replace(/[;,]/g, "")),
            fc.constant("a".repeat(5000)),
            fc.constant("%7B%22__proto__%22%3A%7B%7D%7D"),
          ),
        )
        .map(([name, v]) => [real, `${name}=${v}`].filter(Boolean).join("; ")),
    },
  );

/** Sets a header only when it has a value; an empty one is left out, as a client that never sent it. */
export function withHeaders(entries: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).filter((e): e is [string, string] => Boolean(e[1])));
}
