import "server-only";
import { parseAmount } from "@/lib/money/parse";
import { daysFrom, parseDay } from "./dates";
import { readRecords } from "./read-csv";

export const SPEND_FORMATS = ["google-ads", "meta", "microsoft", "plain"] as const;
export type SpendFormat = (typeof SPEND_FORMATS)[number];

/** One day's spend of one campaign of one source, in minor units; rows of the same day and campaign summed. */
export type SpendRow = { day: string; source: string; campaign: string; campaignKey: string; amount: number };

export type ParsedSpend =
  | { ok: true; format: SpendFormat; rows: SpendRow[]; records: number }
  | { ok: false; format?: SpendFormat; problems: string[] };

/** Longest a Meta row's reporting range may be spread over (a row per day is what the export is asked for). */
const MAX_SPREAD_DAYS = 366;
export const MAX_CAMPAIGN_LENGTH = 200;
/** A source as links name it (utm_source), lower-cased as the report groups it. */
export const SOURCE_PATTERN = /^[a-z0-9][a-z0-9 ._+-]{0,99}$/;

export const normalSource = (value: string) => value.trim().toLowerCase();

type Columns = {
  day?: number;
  end?: number;
  campaign: number;
  amount: number;
  currency?: number;
  source?: number;
};
type Header = { format: SpendFormat; columns: Columns; currency?: string };

const norm = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, " ");

/** Which export a record is the header of, and where its columns are; undefined for any other record. */
function headerOf(cells: string[]): Header | undefined {
  const names = cells.map(norm);
  const at = (...options: string[]) => {
    const i = names.findIndex((name) => options.includes(name));
    return i === -1 ? undefined : i;
  };
  // The plain CSV names its source per row.
  const plainAmount = at("amount");
  const plainSource = at("source");
  if (
    plainAmount !== undefined &&
    plainSource !== undefined &&
    at("campaign") !== undefined &&
    at("date", "day") !== undefined
  ) {
    return {
      format: "plain",
      columns: {
        day: at("date", "day"),
        campaign: at("campaign")!,
        amount: plainAmount,
        source: plainSource,
        currency: at("currency"),
      },
    };
  }
  // Meta Ads Manager: "Amount spent (USD)", "Campaign name", "Day" or "Reporting starts"/"Reporting ends".
  const spent = names.findIndex((name) => /^amount spent \([a-z]{3}\)$/.test(name));
  const metaCampaign = at("campaign name");
  if (spent !== -1 && metaCampaign !== undefined) {
    const day = at("day") ?? at("reporting starts");
    if (day === undefined) return undefined;
    return {
      format: "meta",
      columns: {
        day,
        end: at("day") === undefined ? at("reporting ends") : undefined,
        campaign: metaCampaign,
        amount: spent,
      },
      currency: /\(([a-z]{3})\)$/.exec(names[spent]!)![1]!.toUpperCase(),
    };
  }
  // Microsoft Advertising: the report download's or the Reporting API's column names.
  const spend = at("spend");
  const msCampaign = at("campaign name", "campaignname", "campaign");
  const msDay = at("gregorian date", "gregoriandate", "timeperiod", "day", "date");
  if (spend !== undefined && msCampaign !== undefined && msDay !== undefined) {
    return {
      format: "microsoft",
      columns: {
        day: msDay,
        campaign: msCampaign,
        amount: spend,
        currency: at("currency code", "currencycode"),
      },
    };
  }
  // Google Ads: "Day", "Campaign", "Currency code", "Cost".
  const cost = at("cost");
  const gCampaign = at("campaign");
  const gDay = at("day", "date");
  if (cost !== undefined && gCampaign !== undefined && gDay !== undefined) {
    return {
      format: "google-ads",
      columns: { day: gDay, campaign: gCampaign, amount: cost, currency: at("currency code", "currency") },
    };
  }
  // Anything else: date, source, campaign, amount (and an optional currency).
  const amount = at("amount", "spend", "cost");
  const plainDay = at("date", "day");
  const campaign = at("campaign");
  if (amount !== undefined && plainDay !== undefined && campaign !== undefined) {
    return {
      format: "plain",
      columns: { day: plainDay, campaign, amount, source: at("source"), currency: at("currency") },
    };
  }
  return undefined;
}

/** Lines around the data that the platforms add: totals, Microsoft's copyright, blank lines. */
function isFooter(cells: string[]): boolean {
  const first = norm(cells[0] ?? "");
  if (cells.every((cell) => cell.trim() === "")) return true;
  // Google Ads' "Total: Account", "Total: Search campaigns"…, in whichever of the first columns holds the label.
  if (first === "total" || cells.slice(0, 3).some((cell) => /^total:/i.test(cell.trim()))) return true;
  return first.startsWith("©") || /all rights reserved|^copyright/.test(first);
}

/** How many problems a refusal lists by row; the rest are counted. */
export const PROBLEMS_LISTED = 20;

/**
 * A platform's spend export (or the plain CSV) read whole: its header found below any title lines, every data row
 * checked (a day, a campaign, an amount in the site's currency). Any bad row refuses the whole file with each row's
 * line number and reason; a good file gives its rows summed per day, source and campaign.
 */
export function parseSpendFile(text: string, options: { source?: string; currency: string }): ParsedSpend {
  const records = readRecords(text);
  const headerIndex = records.slice(0, 40).findIndex((record) => headerOf(record.cells));
  if (headerIndex === -1) {
    return {
      ok: false,
      problems: [
        "No header row found: expected a Google Ads campaign report by day (Day, Campaign, Cost), a Meta Ads Manager export (Day or Reporting starts, Campaign name, Amount spent), a Microsoft Advertising campaign report (Gregorian date or TimePeriod, Campaign name, Spend), or a plain CSV (date, source, campaign, amount).",
      ],
    };
  }
  const header = headerOf(records[headerIndex]!.cells)!;
  const { format, columns } = header;
  const problems: string[] = [];
  let problemCount = 0;
  const problem = (line: number, reason: string) => {
    problemCount++;
    if (problems.length < PROBLEMS_LISTED) problems.push(`Line ${line}: ${reason}`);
  };
  const fileSource = options.source ? normalSource(options.source) : "";
  if (format !== "plain" || columns.source === undefined) {
    if (!SOURCE_PATTERN.test(fileSource))
      return { ok: false, format, problems: ["Choose the source this file's spend is for, like google."] };
  }
  if (header.currency && header.currency !== options.currency) {
    return {
      ok: false,
      format,
      problems: [
        `This file is in ${header.currency}; the site's currency is ${options.currency}. Nothing was imported.`,
      ],
    };
  }
  const sums = new Map<string, SpendRow>();
  const otherCurrencies = new Set<string>();
  let count = 0;
  for (const { line, cells } of records.slice(headerIndex + 1)) {
    if (isFooter(cells)) continue;
    const cell = (i: number | undefined) => (i === undefined ? "" : (cells[i] ?? "").trim());
    const campaign = cell(columns.campaign);
    // Meta's summary row (the totals of every campaign) names none.
    if (format === "meta" && campaign === "") continue;
    count++;
    const reasons: string[] = [];
    const first = parseDay(cell(columns.day));
    const last = columns.end === undefined ? first : parseDay(cell(columns.end));
    if (!first || !last) reasons.push(`"${cell(columns.day).slice(0, 30)}" is not a date`);
    else if (last < first || (last !== first && daysFrom(first, last).length > MAX_SPREAD_DAYS))
      reasons.push("the reporting dates are out of order");
    if (campaign === "") reasons.push("no campaign");
    else if (campaign.length > MAX_CAMPAIGN_LENGTH)
      reasons.push(`campaign longer than ${MAX_CAMPAIGN_LENGTH} characters`);
    const currency = cell(columns.currency).toUpperCase();
    if (currency && currency !== options.currency) otherCurrencies.add(currency);
    const rawAmount = cell(columns.amount);
    // Google Ads writes "--" where a figure is zero or not applicable.
    const amount =
      rawAmount === "--" ? { ok: true as const, minor: 0 } : parseAmount(rawAmount, options.currency);
    if (!amount.ok) reasons.push(amount.problem.replace(/\.$/, ""));
    const source = columns.source === undefined ? fileSource : normalSource(cell(columns.source));
    if (!SOURCE_PATTERN.test(source)) reasons.push(`"${cell(columns.source).slice(0, 30)}" is not a source`);
    if (reasons.length) {
      problem(line, reasons.join("; "));
      continue;
    }
    if (!amount.ok || !first || !last) continue;
    const days = first === last ? [first] : daysFrom(first, last);
    // A range's amount spread evenly over its days, the remainder on the first ones: exact to the cent.
    const share = Math.floor(amount.minor / days.length);
    let left = amount.minor - share * days.length;
    const campaignKey = campaign.toLowerCase();
    for (const day of days) {
      const part = share + (left-- > 0 ? 1 : 0);
      const key = `${source}\u0000${day}\u0000${campaignKey}`;
      const row = sums.get(key);
      if (row) row.amount += part;
      else sums.set(key, { day, source, campaign, campaignKey, amount: part });
    }
  }
  if (otherCurrencies.size) {
    return {
      ok: false,
      format,
      problems: [
        `This file is in ${[...otherCurrencies].join(", ")}; the site's currency is ${options.currency}. Nothing was imported.`,
      ],
    };
  }
  if (problemCount > PROBLEMS_LISTED)
    problems.push(`… and ${problemCount - PROBLEMS_LISTED} more rows with problems.`);
  if (problemCount) return { ok: false, format, problems };
  if (count === 0) return { ok: false, format, problems: ["The file has a header but no rows of spend."] };
  return { ok: true, format, rows: [...sums.values()], records: count };
}
