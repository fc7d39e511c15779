import { describe, expect, it } from "vitest";
import { errorText } from "@/lib/log";

describe("errorText", () => {
  it("keeps a failed query's parameters (visitors' data) out of the log", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "leads_pkey"'), {
      code: "23505",
    });
    const error = new Error(
      'Failed query: insert into "app"."leads" ("name", "email") values ($1, $2)\nparams: Ada Lovelace,ada@example.com',
      { cause },
    );
    const text = errorText(error);
    expect(text).toBe('database error 23505: duplicate key value violates unique constraint "leads_pkey"');
    expect(text).not.toContain("ada@example.com");
  });

  it("cuts a message at its parameters even without a database cause", () => {
    const text = errorText(new Error("Failed query: select 1 params: ada@example.com"));
    expect(text).toBe("Error: Failed query: select 1");
  });

  it("hides email addresses a provider's message quotes", () => {
    expect(errorText(new Error('Invalid `to` field: "ana.b+x@example.co.uk" is not valid'))).toBe(
      'Error: Invalid `to` field: "[email]" is not valid',
    );
  });

  it("is one line and capped", () => {
    expect(errorText(new Error(`first line\nsecond line ${"x".repeat(500)}`))).toBe("Error: first line");
    expect(errorText("y".repeat(1000), 50)).toHaveLength(50);
    expect(errorText(null)).toBe("null");
  });
});
