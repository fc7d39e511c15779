import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/open";
import { leads, outboxJobs, type Lead } from "@/lib/db/schema";
import { defineChannel } from "@/lib/delivery/channel";
import { NOT_SENT } from "@/lib/delivery/result";
import { EMAIL_DELAYS } from "@/lib/delivery/schedules";
import { ownerDigest as digestEmail } from "@/lib/email/messages";
import { emailParty } from "@/lib/site-facts/current";
import { sendEmailJob } from "./email";

/** The payload of an hour's lead digest: the hour its folded leads arrived in (see lib/leads/ceilings.ts). */
export const ownerDigestPayload = z.object({ windowStart: z.iso.datetime(), windowEnd: z.iso.datetime() });
export type OwnerDigestPayload = z.infer<typeof ownerDigestPayload>;

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

/**
 * Past OWNER_NOTIFICATIONS_PER_HOUR, the hour's further leads in one email when the hour ends. Its id follows from
 * the hour, so every lead folded into it (on any instance) names the same job and the first one writes it.
 */
export const ownerDigest = defineChannel({
  type: "owner_digest",
  log: "email",
  delays: EMAIL_DELAYS,
  retry: "any",
  jobsFor: (event) => {
    if (event.type !== "lead.created" || !event.ownerDigest) return [];
    const { jobId, windowStart, windowEnd, sendAt } = event.ownerDigest;
    const payload: OwnerDigestPayload = {
      windowStart: windowStart.toISOString(),
      windowEnd: windowEnd.toISOString(),
    };
    return [{ id: jobId, leadId: null, payload, nextAttemptAt: sendAt }];
  },
  send: async (job, { db }) => {
    const hour = ownerDigestPayload.safeParse(job.payload);
    if (!hour.success) return sendEmailJob(job, { refused: "Malformed job payload" });
    const { leads: listed, total } = await digestLeads(db, job.id);
    return sendEmailJob(
      job,
      total
        ? await digestEmail(hour.data, listed, total, await emailParty(db))
        : { notSent: NOT_SENT.digestEmpty },
    );
  },
});
