import "server-only";
import type { Database } from "@/lib/db/open";
import { DEFAULT_CURRENCY } from "@/lib/money/currency";
import { cell, clickConversions, type GoogleAdsOptions, type GoogleAdsRow } from "../google-ads/csv";

// Microsoft Advertising's offline conversion import from a file (Conversions → Offline conversions → Import): an
// optional "Parameters:TimeZone=" first row, then the header Microsoft Click ID, Conversion Name, Conversion Time,
// Conversion Value, Conversion Currency (the fields its Bulk and Campaign Management references name: MicrosoftClickId,
// ConversionName, ConversionTime, ConversionValue, ConversionCurrencyCode). Times are written in UTC with the zone
// row saying so (+0000), so no daylight-saving change can shift one. A conversion sent again (same click id, name and
// time) is ignored by Microsoft, so a scheduled import may repeat rows.

/** What an msclkid is made of (32 hex digits as Microsoft issues them; letters, digits, - and _ accepted). */
export const MSCLKID = /^[A-Za-z0-9_-]{1,100}$/;

export const microsoftAdsConversions = (db: Database, options: GoogleAdsOptions, now = new Date()) =>
  clickConversions(db, { key: "msclkid", pattern: MSCLKID }, options, now);

const pad = (n: number) => String(n).padStart(2, "0");

/** "yyyy-MM-dd HH:mm:ss" in UTC. */
export const microsoftAdsTime = (at: Date) =>
  `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;

/** The import file: its time zone row, the header, one row per conversion with its own value (or the form's). */
export function microsoftAdsCsv(rows: GoogleAdsRow[], options: GoogleAdsOptions): string {
  const fallback = options.value
    ? { value: options.value, currency: options.currency ?? DEFAULT_CURRENCY }
    : undefined;
  const lines = [
    "Parameters:TimeZone=+0000",
    "Microsoft Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
    ...rows.map((row) => {
      const worth = row.worth ?? fallback;
      return [row.gclid, options.name, microsoftAdsTime(row.at), worth?.value ?? "", worth?.currency ?? ""]
        .map(cell)
        .join(",");
    }),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
