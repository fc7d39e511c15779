import "server-only";
import { and, desc, gte, isNotNull, not, sql } from "drizzle-orm";
import { z } from "zod";
import { emailTimeZone } from "@/content/emails";
import type { Database } from "@/lib/db/open";
import { leads, STAGES, type Stage } from "@/lib/db/schema";
import { sortableTime } from "@/lib/time-format";
import { decimalOf, DEFAULT_CURRENCY } from "@/lib/money/currency";
import { valueAt } from "@/lib/money/lead-value";
import { readMoneySettings } from "@/lib/money/settings";

// Google Ads' offline conversion import from a file (https://support.google.com/google-ads/answer/7014069): a
// "Parameters:TimeZone=<zone>" row, then the header Google Click ID, Conversion Name, Conversion Time, Conversion
// Value, Conversion Currency. Times are "yyyy-MM-dd HH:mm:ss" in that zone (a "T" or an offset with a colon is
// refused). A row uploaded again (same click, name and time) is ignored, so a scheduled import may repeat rows.

/** Conversion times are the owner's, as every time in /settings. */
export const GOOGLE_ADS_TIME_ZONE = emailTimeZone;
/** Google refuses conversions for clicks older than its 90-day window; older leads are left out. */
const WINDOW_DAYS = 90;
/** What a Google click id is made of; anything else would be refused (and could start a spreadsheet formula). */
const GCLID = /^[A-Za-z0-9_-]{1,500}$/;

/** The steps a lead can be exported at: sent, then each stage, with the time it first got there (the conversion time). */
export const GOOGLE_ADS_STEPS = ["submitted", ...STAGES.map((stage) => stage.status)] as [
  "submitted",
  ...Stage[],
];
export type GoogleAdsStep = "submitted" | Stage;
const stepTime = (step: GoogleAdsStep) =>
  step === "submitted" ? leads.createdAt : leads[STAGES.find((stage) => stage.status === step)!.at];

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** The file's choices, from a query string: which step, the conversion action's name, an optional value. */
export const googleAdsOptions = z.object({
  status: z.preprocess(
    blankToUndefined,
    z
      .enum(GOOGLE_ADS_STEPS, { error: `status must be one of ${GOOGLE_ADS_STEPS.join(", ")}` })
      .default("submitted"),
  ),
  name: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .min(1)
      .max(100, "name is at most 100 characters")
      .regex(
        /^[\p{L}\p{N}][\p{L}\p{N} ._()&'/-]*$/u,
        "name must be the conversion action's name (letters, digits, spaces)",
      )
      .default("Lead"),
  ),
  value: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, "value must be a number like 150 or 149.99")
      .optional(),
  ),
  // The fallback value's currency; the site's currency (Spend & values) when not given.
  currency: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Z]{3}$/, "currency must be a three-letter code like USD")
      .optional(),
  ),
});
export type GoogleAdsOptions = z.infer<typeof googleAdsOptions>;

/** The options of a query string, or the first problem with them in a line. */
export function parseGoogleAdsOptions(params: URLSearchParams): GoogleAdsOptions | { problem: string } {
  const parsed = googleAdsOptions.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : { problem: parsed.error.issues[0]!.message };
}

/** A time as Google's import reads it: "yyyy-MM-dd HH:mm:ss" in GOOGLE_ADS_TIME_ZONE (the owner's zone). */
export const googleAdsTime = (at: Date): string => sortableTime(at).time;

/** A conversion's value and currency as the file writes them: a plain decimal and an ISO 4217 code. */
export type ConversionWorth = { value: string; currency: string };
export type GoogleAdsRow = { gclid: string; at: Date; worth?: ConversionWorth };

/**
 * Leads with a Google click id that reached the step, at the time they first reached it, newest first; none whose
 * browser sent Global Privacy Control. Each carries its own value at that step (its deal value, else the stage's
 * default), else the form's single value as the fallback.
 */
export const googleAdsConversions = (db: Database, options: GoogleAdsOptions, now = new Date()) =>
  clickConversions(db, { key: "gclid", pattern: GCLID }, options, now);

/** Leads with a click id under `click.key` (well formed), as googleAdsConversions lists them; Microsoft's file too. */
export async function clickConversions(
  db: Database,
  click: { key: string; pattern: RegExp },
  options: GoogleAdsOptions,
  now = new Date(),
): Promise<GoogleAdsRow[]> {
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000);
  const at = stepTime(options.status);
  const money = await readMoneySettings(db);
  // "submitted" is no stage: only a lead's own deal value counts there.
  const stage = options.status === "submitted" ? "new" : options.status;
  const fallback = options.value
    ? { value: options.value, currency: options.currency ?? money.currency }
    : undefined;
  const rows = await db
    .select({ gclid: sql<string>`${leads.attribution}->>${click.key}`, at, dealValue: leads.dealValue })
    .from(leads)
    .where(
      and(
        sql`jsonb_exists(${leads.attribution}, ${click.key})`,
        not(leads.gpc),
        gte(leads.createdAt, since),
        isNotNull(at),
      ),
    )
    .orderBy(desc(at), desc(leads.id));
  return rows.flatMap((row) => {
    if (row.at === null || !click.pattern.test(row.gclid)) return [];
    const minor = valueAt(row, stage, money);
    const worth =
      minor === null ? fallback : { value: decimalOf(minor, money.currency), currency: money.currency };
    return [{ gclid: row.gclid, at: row.at, ...(worth && { worth }) }];
  });
}

export const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The import file: its time zone row, the header, one row per conversion with its own value and currency (a row
 * without one takes the form's value; neither: both cells empty, so the conversion action's default applies).
 */
export function googleAdsCsv(rows: GoogleAdsRow[], options: GoogleAdsOptions): string {
  const fallback = options.value
    ? { value: options.value, currency: options.currency ?? DEFAULT_CURRENCY }
    : undefined;
  const lines = [
    `Parameters:TimeZone=${GOOGLE_ADS_TIME_ZONE}`,
    "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
    ...rows.map((row) => {
      const worth = row.worth ?? fallback;
      return [row.gclid, options.name, googleAdsTime(row.at), worth?.value ?? "", worth?.currency ?? ""]
        .map(cell)
        .join(",");
    }),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
