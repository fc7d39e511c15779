import "server-only";
import { count, desc, inArray } from "drizzle-orm";
import { channelOf } from "@/lib/channels/registry";
import type { Database } from "@/lib/db/open";
import { leads, outboxJobs, type Lead, type LeadStatus } from "@/lib/db/schema";
import { leadFilterCondition, leadOrder, type LeadFilter } from "@/lib/settings/leads/filter";

const LEADS_PER_PAGE = 20;

export type LeadListItem = { lead: Lead; delivery: ReturnType<typeof deliveryState> };

/** ?page=N as a page number: anything that is not a positive integer is page 1. */
export function parsePage(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** One word for a lead's jobs: a failure first, then anything on its way, then anything not sent on purpose. */
function deliveryState(statuses: readonly string[]) {
  if (statuses.length === 0) return "none";
  if (statuses.includes("dead")) return "dead";
  if (statuses.every((s) => s === "delivered")) return "delivered";
  if (statuses.every((s) => s === "delivered" || s === "not_sent")) return "not_sent";
  return "pending";
}

/** Each lead with the one word for its jobs, in one query for the lot. */
export async function withDelivery(db: Database, rows: Lead[]): Promise<LeadListItem[]> {
  const statuses = new Map<string, string[]>(rows.map((lead) => [lead.id, []]));
  const jobs = rows.length
    ? await db
        .select({ leadId: outboxJobs.leadId, status: outboxJobs.status, type: outboxJobs.type })
        .from(outboxJobs)
        .where(inArray(outboxJobs.leadId, [...statuses.keys()]))
    : [];
  for (const job of jobs) {
    // A conversion not sent on purpose (Global Privacy Control, past the platform's window) is no delivery problem.
    if (job.leadId && !(channelOf(job.type).log === "conversion" && job.status === "not_sent")) {
      statuses.get(job.leadId)?.push(job.status);
    }
  }
  return rows.map((lead) => ({ lead, delivery: deliveryState(statuses.get(lead.id) ?? []) }));
}

/** In the filter's order (newest first unless told), optionally filtered (see filter.ts); a page past the end shows the last page. */
export async function leadsPage(
  db: Database,
  requested: number,
  perPage = LEADS_PER_PAGE,
  filter: LeadFilter = {},
  now = new Date(),
) {
  const where = leadFilterCondition(filter, now);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(leads).where(where);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, requested), pageCount);
  const rows = await db
    .select()
    .from(leads)
    .where(where)
    .orderBy(...leadOrder(filter.sort))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { items: await withDelivery(db, rows), page, pageCount, total };
}

/** How many leads have each status under the list's other filters, for the status filter's links. */
export async function leadStatusCounts(db: Database, filter: LeadFilter = {}, now = new Date()) {
  const rows = await db
    .select({ status: leads.status, n: count() })
    .from(leads)
    .where(leadFilterCondition({ ...filter, status: undefined }, now))
    .groupBy(leads.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n])) as Partial<Record<LeadStatus, number>>;
}

/** The sources leads came from, the most frequent first, for the source filter's choices. */
export async function leadSources(db: Database, limit = 30): Promise<string[]> {
  const rows = await db
    .select({ source: leads.source, n: count() })
    .from(leads)
    .groupBy(leads.source)
    .orderBy(desc(count()), leads.source)
    .limit(limit);
  return rows.map((row) => row.source);
}
