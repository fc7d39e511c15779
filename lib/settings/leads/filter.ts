import "server-only";
import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import { leadKind, leads, type Lead, type LeadStatus } from "@/lib/db/schema";
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

/** Every form a lead can come from, in the order the filter lists them. */
export const LEAD_KINDS = leadKind.enumValues;
export const LEAD_SORTS = ["newest", "oldest", "status"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/**
 * What narrows the leads list, each a query parameter (a GET form, so it works without JavaScript): the drill-down
 * from the sources report (its dimensions and period), the status, the form (`kind`), a search (`q`) and the order.
 */
export type LeadFilter = Partial<Record<Dimension, string>> & {
  period?: ReportPeriod;
  status?: LeadStatus;
  kind?: Lead["kind"];
  q?: string;
  sort?: LeadSort;
};
/** `statusIgnored`: a ?status= that names no status (shown, never an error). */
export type ParsedLeadFilter = { filter: LeadFilter; ignored: Dimension[]; statusIgnored?: boolean };

type Params = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

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
  const status = first(params.status);
  if (status) filter.status = parseLeadStatus(status);
  const kind = first(params.kind);
  if (LEAD_KINDS.includes(kind as Lead["kind"])) filter.kind = kind as Lead["kind"];
  // A search longer than any field it could match is cut, not refused; control characters match nothing anyway.
  const q = first(params.q)
    ?.replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, 200);
  if (q) filter.q = q;
  const sort = first(params.sort);
  if (sort && sort !== "newest" && LEAD_SORTS.includes(sort as LeadSort)) filter.sort = sort as LeadSort;
  return { filter, ignored, statusIgnored: Boolean(status) && !filter.status };
}

export const isFiltered = (filter: LeadFilter) => DIMENSIONS.some((key) => filter[key] !== undefined);

const COLUMNS = {
  source: leads.source,
  medium: leads.medium,
  campaign: leads.campaign,
  landing: leads.landingPage,
};

/** Whether the owner narrowed the list in any way (a drill-down, a search, a form). */
export const isNarrowed = (filter: LeadFilter) =>
  isFiltered(filter) || Boolean(filter.q || filter.kind || filter.status);

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A search as the owner types it: part of a name (the lead's or a demo's contact), an email address or a company; a
 * phone number typed any way a caller says it matches by its digits (`(541) 555-0101` finds `+15415550101`).
 */
function searchCondition(q: string) {
  const like = likeText(q);
  // A national prefix (the 0 of "07700 900123") is not in the stored international number.
  const digits = q.replace(/\D/g, "").replace(/^0+/, "");
  return or(
    ilike(leads.name, like),
    ilike(leads.email, like),
    ilike(leads.businessName, like),
    sql`${leads.payload}->>'contactName' ilike ${like}`,
    // Four digits at least: fewer would match most numbers.
    digits.length >= 4
      ? sql`regexp_replace(${leads.payload}->>'phone', '[^0-9]', '', 'g') like ${`%${digits}%`}`
      : undefined,
  );
}

export function leadFilterCondition(filter: LeadFilter, now = new Date()) {
  const days = filter.period && dayRange(filter.period, reportToday(now));
  return and(
    ...DIMENSIONS.map((key) => (filter[key] === undefined ? undefined : eq(COLUMNS[key], filter[key]))),
    days ? withinDays(leads.createdAt, days) : undefined,
    filter.status ? eq(leads.status, filter.status) : undefined,
    filter.kind ? eq(leads.kind, filter.kind) : undefined,
    filter.q ? searchCondition(filter.q) : undefined,
  );
}

/** The list's order: newest first by default, oldest first, or by status in pipeline order (newest first within). */
export function leadOrder(sort: LeadSort = "newest") {
  if (sort === "oldest") return [asc(leads.createdAt), asc(leads.id)];
  if (sort === "status") return [asc(leads.status), desc(leads.createdAt), desc(leads.id)];
  return [desc(leads.createdAt), desc(leads.id)];
}

/** The same filter as query parameters, for pagination links. */
export function leadFilterQuery(filter: LeadFilter): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of DIMENSIONS) if (filter[key] !== undefined) query.set(key, filter[key]);
  if (filter.period)
    for (const [key, value] of Object.entries(periodParams(filter.period))) query.set(key, value);
  if (filter.status) query.set("status", filter.status);
  if (filter.kind) query.set("kind", filter.kind);
  if (filter.q) query.set("q", filter.q);
  if (filter.sort) query.set("sort", filter.sort);
  return query;
}
