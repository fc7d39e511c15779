import "server-only";
import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import { leads } from "@/lib/db/schema";
import { parsePeriod, periodDays, type Period } from "@/lib/reports/period";
import { DIMENSIONS, type Dimension } from "@/lib/reports/sources-shape";

/** The drill-down from the sources report: each of its dimensions is a query parameter of the leads list. */
export type LeadFilter = Partial<Record<Dimension, string>> & { period?: Period };
export type ParsedLeadFilter = { filter: LeadFilter; ignored: Dimension[] };

type Params = Record<string, string | string[] | undefined>;

// Stored values are capped at 500 characters and hold no control characters; anything else matches nothing.
const MAX_LENGTH = 500;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The filters in the query string; a value no lead could have is ignored and named, never an error. */
export function parseLeadFilter(params: Params): ParsedLeadFilter {
  const filter: LeadFilter = {};
  const ignored: Dimension[] = [];
  for (const key of DIMENSIONS) {
    const raw = params[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || value === "") continue;
    if (value.length > MAX_LENGTH || CONTROL.test(value)) ignored.push(key);
    else filter[key] = value;
  }
  // The period narrows a drill-down to the report's rows; alone, it leaves the leads list whole.
  if (isFiltered(filter) && params.period !== undefined) filter.period = parsePeriod(params.period);
  return { filter, ignored };
}

export const isFiltered = (filter: LeadFilter) => DIMENSIONS.some((key) => filter[key] !== undefined);

const COLUMNS = {
  source: leads.source,
  medium: leads.medium,
  campaign: leads.campaign,
  landing: leads.landingPage,
};

/** Midnight N-1 days before today in app.report_time_zone(), the zone source_days counts in; null for all time. */
function periodStart(period: Period, now: Date): SQL | null {
  const days = periodDays(period);
  if (days === null) return null;
  return sql`((date_trunc('day', ${now.toISOString()}::timestamptz at time zone app.report_time_zone())
    - ${days - 1}::int * interval '1 day') at time zone app.report_time_zone())`;
}

export function leadFilterCondition(filter: LeadFilter, now = new Date()) {
  const start = filter.period && periodStart(filter.period, now);
  return and(
    ...DIMENSIONS.map((key) => (filter[key] === undefined ? undefined : eq(COLUMNS[key], filter[key]))),
    start ? gte(leads.createdAt, start) : undefined,
  );
}

/** The same filter as query parameters, for pagination links. */
export function leadFilterQuery(filter: LeadFilter): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of DIMENSIONS) if (filter[key] !== undefined) query.set(key, filter[key]);
  if (filter.period) query.set("period", filter.period);
  return query;
}
