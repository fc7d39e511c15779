import type { Database } from "@/lib/db/open";
import { leads, type NewLead } from "@/lib/db/schema";
import { enqueueLeadJobs } from "@/lib/outbox/enqueue";

export type StoredLead = { leadId: string; jobIds: string[] };

/**
 * Stores a lead once per submission id, together with its delivery jobs, in one transaction: a lead is never
 * stored without them. Returns null when that submission was already stored (a double click or a retried post),
 * which callers treat as success.
 */
export async function insertLead(db: Database, lead: NewLead): Promise<StoredLead | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values(lead)
      .onConflictDoNothing({ target: leads.submissionId })
      .returning();
    if (!row) return null;
    return { leadId: row.id, jobIds: await enqueueLeadJobs(tx, row) };
  });
}
