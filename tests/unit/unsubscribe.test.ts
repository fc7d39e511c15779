import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken } from "@/lib/email/unsubscribe";

const SECRET = "unsubscribe-secret-0123456789abcdef0123";

describe("unsubscribe tokens", () => {
  it("name the address they were made for, whatever its case", () => {
    expect(readUnsubscribeToken(unsubscribeToken(" Ana@Example.com ", SECRET), SECRET)).toBe(
      "ana@example.com",
    );
  });

  it("cannot be turned to another address, made with another secret, or cut short", () => {
    const token = unsubscribeToken("ana@example.com", SECRET);
    const [, signature] = token.split(".");
    const other = `${Buffer.from("bob@example.com").toString("base64url")}.${signature}`;
    expect(readUnsubscribeToken(other, SECRET)).toBeNull();
    expect(
      readUnsubscribeToken(unsubscribeToken("ana@example.com", "another-secret-0123456789abcdef"), SECRET),
    ).toBeNull();
    expect(readUnsubscribeToken(token.slice(0, -3), SECRET)).toBeNull();
    for (const junk of [undefined, null, 42, "", ".", "a.b", "x".repeat(5000)]) {
      expect(readUnsubscribeToken(junk, SECRET)).toBeNull();
    }
  });
});
