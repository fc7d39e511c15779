import "server-only";
/** ISO 4217 codes the runtime knows (Intl's list), so a typo like "USX" is refused rather than stored. */
const KNOWN = new Set(Intl.supportedValuesOf("currency"));

export const DEFAULT_CURRENCY = "USD";

export const isCurrency = (code: string) => /^[A-Z]{3}$/.test(code) && KNOWN.has(code);

const digitsOf = new Map<string, number>();

/** Digits after the point in the currency's minor unit: 2 for USD, 0 for JPY, 3 for KWD (asked of Intl once each). */
export function minorDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    digitsOf.set(currency, digits);
  }
  return digits;
}

/** Minor units as a plain decimal string ("4800.00", "1500" for JPY): what files and platforms are given. */
export function decimalOf(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const whole = Math.abs(minor);
  if (digits === 0) return `${sign}${whole}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(whole / scale)}.${String(whole % scale).padStart(digits, "0")}`;
}

/** Minor units as a number for a platform that takes a JSON number (GA4, Meta); exact for any realistic amount. */
export const numberOf = (minor: number, currency: string) => Number(decimalOf(minor, currency));

/** Minor units for people: "$4,800.00", "¥1,500". */
export function moneyText(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(numberOf(minor, currency));
}
