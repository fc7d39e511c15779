import { describe, expect, it } from "vitest";
import { decimalOf, isCurrency, minorDigits, moneyText, numberOf } from "@/lib/money/currency";
import { parseAmount } from "@/lib/money/parse";

const minor = (text: string, currency = "USD") => {
  const parsed = parseAmount(text, currency);
  return parsed.ok ? parsed.minor : parsed.problem;
};

describe("parseAmount", () => {
  it("reads amounts as people and spreadsheets write them, exactly in minor units", () => {
    expect(minor("4800")).toBe(480_000);
    expect(minor("4,800")).toBe(480_000);
    expect(minor("4800.50")).toBe(480_050);
    expect(minor("4800.5")).toBe(480_050);
    expect(minor(" $1,234,567.89 ")).toBe(123_456_789);
    expect(minor("1 234.56")).toBe(123_456);
    expect(minor("USD 12")).toBe(1200);
    expect(minor("0.10")).toBe(10);
    expect(minor("12.500")).toBe(1250);
    // 0.1 + 0.2 in floats is 0.30000000000000004; the parse never goes through one.
    expect(minor("1234567890.99")).toBe(123_456_789_099);
  });

  it("follows the currency's minor unit", () => {
    expect(minor("1,500", "JPY")).toBe(1500);
    expect(minor("1.5", "JPY")).toMatch(/no decimals/);
    expect(minor("1.234", "KWD")).toBe(1234);
    expect(minor("1.239", "USD")).toMatch(/At most 2 decimals/);
  });

  it("refuses what it cannot read for sure, saying why", () => {
    expect(minor("")).toBe("Enter an amount.");
    expect(minor("-5")).toMatch(/negative/);
    expect(minor("4,80")).toMatch(/comma as the decimal point/);
    expect(minor("4.800,50")).toMatch(/not an amount/);
    expect(minor("48,00,000")).toMatch(/not an amount/);
    expect(minor("1e5")).toMatch(/not an amount/);
    expect(minor("abc")).toMatch(/not an amount/);
    expect(minor("12.3.4")).toMatch(/not an amount/);
    expect(minor("9999999999999")).toMatch(/too large/);
  });
});

describe("currency", () => {
  it("knows ISO codes and their minor units", () => {
    expect(isCurrency("USD")).toBe(true);
    expect(isCurrency("usd")).toBe(false);
    expect(isCurrency("USX")).toBe(false);
    expect(minorDigits("EUR")).toBe(2);
    expect(minorDigits("JPY")).toBe(0);
  });

  it("writes minor units back exactly", () => {
    expect(decimalOf(480_000, "USD")).toBe("4800.00");
    expect(decimalOf(5, "USD")).toBe("0.05");
    expect(decimalOf(1500, "JPY")).toBe("1500");
    expect(numberOf(480_050, "USD")).toBe(4800.5);
    expect(moneyText(480_000, "USD")).toBe("$4,800.00");
  });
});
