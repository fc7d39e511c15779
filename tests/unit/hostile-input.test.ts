import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { attributionFromCookie, attributionFromSearch } from "@/lib/attribution/parse";
import { contactSchema } from "@/lib/forms/contact";
import { demoArrayFields, demoSchema } from "@/lib/forms/demo";
import { formDataToObject } from "@/lib/forms/form-data";
import { intakeArrayFields, intakeSchema } from "@/lib/forms/intake";
import { checkWebhookUrl } from "@/lib/webhooks/address-guard";

// A smoke of 1,000 random inputs per property in npm test (a file of 12 properties took 69 s at 5,000 beside the
// other workers); the full 5,000 with npm run test:deep.
const RUNS = process.env.E2E_DEEP ? 5000 : 1000;
/** 5,000 runs take 3-5 s alone; a slower machine must not turn that into a timeout. */
const TIMEOUT = 60_000;

/** Strings a hostile client might send: control characters, lone surrogates, huge, HTML, prototype keys. */
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\ud800",
    "\udfff\ud800",
    "<script>alert(1)</script>",
    "__proto__",
    "constructor",
    "=cmd|' /C calc'!A0",
    "on",
  ),
  fc.integer().map((n) => "x".repeat(Math.abs(n) % 300_000)),
);
const anyValue = fc.oneof(
  nasty,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 5 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);
const fieldName = fc.oneof(
  fc.constantFrom(
    "name",
    "email",
    "message",
    "businessName",
    "contactName",
    "painPoints",
    "selectedSolutions",
    "solutions",
    "industry",
    "consent",
    "demoDate",
    "preferredTime",
    "__proto__",
    "constructor",
    "prototype",
  ),
  nasty,
);

function formDataFrom(entries: [string, string][]) {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
}

const forms: [string, z.ZodType, readonly string[]][] = [
  ["contact", contactSchema, []],
  ["intake", intakeSchema, intakeArrayFields],
  ["demo", demoSchema, demoArrayFields],
];

describe.each(forms)("%s form under hostile input", (_name, schema, lists) => {
  it(
    `never throws and never lets an invalid value through (${RUNS} payloads as objects)`,
    () => {
      fc.assert(
        fc.property(fc.dictionary(fieldName, anyValue, { maxKeys: 12 }), (input) => {
          const result = schema.safeParse(input);
          if (result.success) {
            // Whatever passes is clean: strings trimmed and capped, nothing unknown kept.
            for (const value of Object.values(result.data as Record<string, unknown>)) {
              if (typeof value === "string") expect(value.length).toBeLessThanOrEqual(5000);
            }
            expect(Object.keys(result.data as object).every((k) => k in (schema as z.ZodObject).shape)).toBe(
              true,
            );
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    `parses any multipart body without throwing or polluting prototypes (${RUNS} bodies)`,
    () => {
      fc.assert(
        fc.property(fc.array(fc.tuple(fieldName, nasty), { maxLength: 20 }), (entries) => {
          const raw = formDataToObject(formDataFrom(entries), lists);
          expect(Object.getPrototypeOf(raw)).toBe(Object.prototype);
          expect(() => schema.safeParse(raw)).not.toThrow();
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});

describe("attribution and webhook URLs under hostile input", () => {
  it(
    `query strings and cookies never throw and stay within the caps (${RUNS} each)`,
    () => {
      fc.assert(
        fc.property(fc.array(fc.tuple(fieldName, nasty), { maxLength: 12 }), nasty, (pairs, cookie) => {
          const fromQuery = attributionFromSearch(new URLSearchParams(pairs));
          for (const v of Object.values(fromQuery)) expect(v!.length).toBeLessThanOrEqual(200);
          const fromCookie = attributionFromCookie(cookie).attribution;
          for (const v of Object.values(fromCookie)) expect(v!.length).toBeLessThanOrEqual(200);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    `webhook URL check never throws and only passes http(s) up to 2,048 characters (${RUNS})`,
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            nasty,
            fc.webUrl(),
            fc.webUrl().map((u) => u.replace(/^https?/, "ftp")),
          ),
          (url) => {
            const result = checkWebhookUrl(url);
            if (result.ok) {
              expect(["http:", "https:"]).toContain(result.url.protocol);
              expect(url.length).toBeLessThanOrEqual(2048);
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
