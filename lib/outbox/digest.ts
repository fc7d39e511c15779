import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { leads, outboxJobs, type Lead } from "@/lib/db/schema";

/** Leads a digest lists by name; the rest are counted (a flood must not make one email of megabytes). */
export const DIGEST_LIST_LIMIT = 100;

/** The leads whose owner notification was folded into this digest job, oldest first, and how many there are. */
export async function digestLeads(
  db: Database,
  digestJobId: string,
): Promise<{ leads: Lead[]; total: number }> {
  const folded = and(
    eq(outboxJobs.leadId, leads.id),
    eq(outboxJobs.type, "owner_email"),
    sql`${outboxJobs.payload}->>'digest' = ${digestJobId}`,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ lead: leads })
      .from(leads)
      .innerJoin(outboxJobs, folded)
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(DIGEST_LIST_LIMIT),
    db.select({ total: count() }).from(leads).innerJoin(outboxJobs, folded),
  ]);
  return { leads: rows.map((row) => row.lead), total: counted?.total ?? 0 };
}
