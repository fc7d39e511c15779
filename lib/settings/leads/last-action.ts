import "server-only";
import { desc, inArray } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { leadStatusChanges, type LeadStatus } from "@/lib/db/schema";
import { latestNotes } from "./notes";

/** The owner's last move on a lead: a status set, or a note written, whichever came later. */
export type LastAction =
  { kind: "status"; status: LeadStatus; at: Date } | { kind: "note"; body: string; at: Date };

/** Each lead's last action (leads with none are left out), in two queries for the lot. */
export async function lastActions(db: Database, leadIds: string[]): Promise<Map<string, LastAction>> {
  if (leadIds.length === 0) return new Map();
  const [changes, notes] = await Promise.all([
    db
      .selectDistinctOn([leadStatusChanges.leadId])
      .from(leadStatusChanges)
      .where(inArray(leadStatusChanges.leadId, leadIds))
      .orderBy(leadStatusChanges.leadId, desc(leadStatusChanges.changedAt)),
    latestNotes(db, leadIds),
  ]);
  const actions = new Map<string, LastAction>();
  for (const change of changes)
    actions.set(change.leadId, { kind: "status", status: change.toStatus, at: change.changedAt });
  for (const [leadId, note] of notes) {
    const earlier = actions.get(leadId);
    if (!earlier || note.createdAt >= earlier.at)
      actions.set(leadId, { kind: "note", body: note.body, at: note.createdAt });
  }
  return actions;
}
