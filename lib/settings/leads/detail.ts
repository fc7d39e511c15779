import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/open";
import { notesOf } from "@/lib/settings/leads/notes";
import {
  erasedLeads,
  leads,
  leadStatusChanges,
  outboxAttempts,
  outboxJobs,
  type OutboxJob,
} from "@/lib/db/schema";

export type JobWithAttempts = { job: OutboxJob; attempts: (typeof outboxAttempts.$inferSelect)[] };

/**
 * A lead with its status changes and notes (oldest first), every delivery job and attempt; null for an unknown or
 * malformed id.
 */
export async function leadDetail(db: Database, id: string) {
  if (!z.uuid().safeParse(id).success) return null;
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  if (!lead) return null;
  const jobs = await db
    .select()
    .from(outboxJobs)
    .where(eq(outboxJobs.leadId, id))
    .orderBy(asc(outboxJobs.createdAt), asc(outboxJobs.type));
  const changes = await db
    .select()
    .from(leadStatusChanges)
    .where(eq(leadStatusChanges.leadId, id))
    .orderBy(asc(leadStatusChanges.changedAt), asc(leadStatusChanges.id));
  const notes = await notesOf(db, id);
  const jobIds = jobs.map((job) => job.id);
  const attempts = jobs.length
    ? await db
        .select()
        .from(outboxAttempts)
        .where(inArray(outboxAttempts.jobId, jobIds))
        .orderBy(asc(outboxAttempts.attempt))
    : [];
  return {
    lead,
    changes,
    notes,
    jobs: jobs.map((job) => ({ job, attempts: attempts.filter((a) => a.jobId === job.id) })),
  };
}

/** When the lead with this id (a path's last part) was erased at a privacy request; null when it never was. */
export async function erasedAt(db: Database, id: string | undefined): Promise<Date | null> {
  if (!id || !z.uuid().safeParse(id).success) return null;
  const [row] = await db.select().from(erasedLeads).where(eq(erasedLeads.leadId, id));
  return row?.erasedAt ?? null;
}
