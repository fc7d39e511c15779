import "server-only";
import { and, eq } from "drizzle-orm";
import { leads, type LeadStatus } from "@/lib/db/schema";
import { parseLeadStatus } from "@/lib/leads/status";
import { withinDays } from "@/lib/reports/period-start";
import {
  dayRange,
  parseReportPeriod,
  periodParams,
  reportToday,
  type ReportPeriod,
} from "@/lib/reports/range";
import { DIMENSIONS, type Dimension } from "@/lib/reports/sources-shape";

/** The drill-down from the sources report: each of its dimensions is a query parameter of the leads list. */
export type LeadFilter = Partial<Record<Dimension, string>> & { period?: ReportPeriod; status?: LeadStatus };
/** `statusIgnored`: a ?status= that names no status (shown, never an error). */
export type ParsedLeadFilter = { filter: LeadFilter; ignored: Dimension[]; statusIgnored?: boolean };

type Params = Record<string, string | string[] | undefined>;

// Stored values are capped at 500 characters and hold no control characters; anything else matches nothing.
const MAX_LENGTH = 500;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The filters in the query string; a value no lead could have is ignored and named, never an error. */
export function parseLeadFilter(params: Params, now = new Date()): ParsedLeadFilter {
  const filter: LeadFilter = {};
  const ignored: Dimension[] = [];
  for (const key of DIMENSIONS) {
    const raw = params[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || value === "") continue;
    if (value.length > MAX_LENGTH || CONTROL.test(value)) ignored.push(key);
    else filter[key] = value;
  }
  // The period (a preset or the report's custom range) narrows a drill-down to the report's rows; alone, it leaves the
  // leads list whole.
  if (isFiltered(filter) && [params.period, params.from, params.to].some((value) => value !== undefined))
    filter.period = parseReportPeriod(params, reportToday(now)).period;
  const status = Array.isArray(params.status) ? params.status[0] : params.status;
  if (status) filter.status = parseLeadStatus(status);
  return { filter, ignored, statusIgnored: Boolean(status) && !filter.status };
}

export const isFiltered = (filter: LeadFilter) => DIMENSIONS.some((key) => filter[key] !== undefined);

const COLUMNS = {
  source: leads.source,
  medium: leads.medium,
  campaign: leads.campaign,
  landing: leads.landingPage,
};

export function leadFilterCondition(filter: LeadFilter, now = new Date()) {
  const days = filter.period && dayRange(filter.period, reportToday(now));
  return and(
    ...DIMENSIONS.map((key) => (filter[key] === undefined ? undefined : eq(COLUMNS[key], filter[key]))),
    days ? withinDays(leads.createdAt, days) : undefined,
    filter.status ? eq(leads.status, filter.status) : undefined,
  );
}

/** The same filter as query parameters, for pagination links. */
export function leadFilterQuery(filter: LeadFilter): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of DIMENSIONS) if (filter[key] !== undefined) query.set(key, filter[key]);
  if (filter.period)
    for (const [key, value] of Object.entries(periodParams(filter.period))) query.set(key, value);
  if (filter.status) query.set("status", filter.status);
  return query;
}
