import "server-only";
import { minorDigits } from "./currency";

/** The largest amount taken (a trillion in major units): far past any ad bill, well inside exact integers. */
const MAX_MAJOR_DIGITS = 12;

export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: string };

/**
 * An amount as people and spreadsheets write it, to exact minor units (never through a float): "4800", "4,800",
 * "4800.50", "$1,234.56", "1 234.56". Thousands separators must group by three ("4,80" is refused: a comma for a
 * decimal point would be read a hundred times too big), at most the currency's decimals, no negative amounts.
 */
export function parseAmount(input: string, currency: string): ParsedAmount {
  let text = input
    .trim()
    .replace(/^[$€£¥]|^[A-Z]{3}\s?/, "")
    .trim();
  if (text === "") return { ok: false, problem: "Enter an amount." };
  if (text.startsWith("-")) return { ok: false, problem: "An amount cannot be negative." };
  text = text.replace(/^\+/, "");
  const match = /^(\d{1,3}(?:[, \u00a0\u202f]\d{3})+|\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) {
    return {
      ok: false,
      problem: /^\d+,\d{1,2}$/.test(text)
        ? `"${input.trim()}" uses a comma as the decimal point; write it with a point, like 4800.50.`
        : `"${input.trim().slice(0, 40)}" is not an amount; write it like 4800, 4,800 or 4800.50.`,
    };
  }
  const whole = match[1]!.replace(/[^\d]/g, "").replace(/^0+(?=\d)/, "");
  const fraction = match[2] ?? "";
  const digits = minorDigits(currency);
  if (fraction.length > digits) {
    // Trailing zeros past the minor unit change nothing ("12.500" is 12.50).
    if (!/^0*$/.test(fraction.slice(digits))) {
      return {
        ok: false,
        problem:
          digits === 0
            ? `${currency} amounts have no decimals.`
            : `At most ${digits} decimals in ${currency} (got "${input.trim().slice(0, 40)}").`,
      };
    }
  }
  if (whole.length > MAX_MAJOR_DIGITS) return { ok: false, problem: "That amount is too large." };
  const minor = Number(whole + fraction.slice(0, digits).padEnd(digits, "0"));
  return { ok: true, minor };
}
