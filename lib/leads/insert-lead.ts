import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { queueJobsFor } from "@/lib/channels/registry";
import type { Database } from "@/lib/db/open";
import { leads, type NewLead } from "@/lib/db/schema";
import type { LeadEvent } from "@/lib/delivery/channel";

type Created = Extract<LeadEvent, { type: "lead.created" }>;
/** What the lead's channels need beside the lead: who receives webhooks, the visit, and the ceilings' decisions. */
export type LeadDeliveries = Omit<Created, "type" | "lead" | "visit"> & { visit?: Created["visit"] };

/** Whether a lead with this submission id is stored already. */
export async function isStored(db: Database, submissionId: string): Promise<boolean> {
  const found = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.submissionId, submissionId))
    .limit(1);
  return found.length > 0;
}

/**
 * A lead once per submission id, with the jobs its channels ask for (owner email, prospect confirmation, a webhook per
 * enabled current owner, ad conversions), in one transaction: none is lost, none sent without the lead. Null when
 * already stored (a double click or a retried post), which callers treat as success.
 */
export async function insertLead(db: Database, lead: NewLead, deliveries: LeadDeliveries) {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(leads)
      .values({ ...lead, id: lead.id ?? randomUUID(), createdAt: lead.createdAt ?? new Date() })
      .onConflictDoNothing({ target: leads.submissionId })
      .returning();
    if (!stored) return null;
    const visit = deliveries.visit ?? { ip: "", userAgent: stored.userAgent };
    const jobIds = await queueJobsFor(tx, { type: "lead.created", lead: stored, ...deliveries, visit });
    return { leadId: stored.id, jobIds };
  });
}
