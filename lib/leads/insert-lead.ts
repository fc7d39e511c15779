import type { Database } from "@/lib/db/open";
import { leads, type NewLead } from "@/lib/db/schema";

/**
 * Stores a lead once per submission id. Returns the new id, or null when that submission was already stored
 * (a double click or a retried post), which callers treat as success.
 * Outbox jobs for the lead join this same transaction once delivery exists.
 */
export async function insertLead(db: Database, lead: NewLead): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values(lead)
      .onConflictDoNothing({ target: leads.submissionId })
      .returning({ id: leads.id });
    return row?.id ?? null;
  });
}
