import "server-only";
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/open";
import {
  emailSuppressions,
  leads,
  outboxJobs,
  webhookConfigs,
  type Lead,
  type NewLead,
} from "@/lib/db/schema";
import { maxAttemptsFor } from "@/lib/outbox/schedule";
import { formSubmissionEvent } from "@/lib/webhooks/events";

type LeadDeliveries = {
  /** Owner ids whose webhook configurations receive leads: the owners listed now, not former ones. */
  webhookOwners: readonly string[];
  /** False once the prospect's address has had its day's confirmations: the lead and the owner's copy still go. */
  confirmProspect?: boolean;
};

const column = (c: { name: string }) => sql.identifier(c.name);

/** Whether a lead with this submission id is stored already. */
export async function isStored(db: Database, submissionId: string): Promise<boolean> {
  const found = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.submissionId, submissionId))
    .limit(1);
  return found.length > 0;
}

// A lead once per submission id with its delivery jobs (owner email, prospect confirmation, a webhook per enabled
// current owner) in ONE statement: atomic, one round trip, no connection held. Null when already stored (a double
// click or a retried post), which callers treat as success.
export async function insertLead(db: Database, lead: NewLead, deliveries: LeadDeliveries) {
  // The id and time are fixed here, so the webhook's body can be written with the lead.
  const row = { ...lead, id: lead.id ?? randomUUID(), createdAt: lead.createdAt ?? new Date() };
  const event = formSubmissionEvent({ ...row, attribution: row.attribution ?? {} } as Lead);
  const insertRow = db
    .insert(leads)
    .values(row)
    .onConflictDoNothing({ target: leads.submissionId })
    .returning({ id: leads.id });
  const { type, leadId, webhookUserId, payload, maxAttempts } = outboxJobs;
  const jobColumns = sql.join([type, leadId, webhookUserId, payload, maxAttempts].map(column), sql`, `);
  const emails = [sql`('owner_email', ${maxAttemptsFor("owner_email")}::int)`];
  if (deliveries.confirmProspect !== false)
    emails.push(sql`('prospect_email', ${maxAttemptsFor("prospect_email")}::int)`);
  const owners = [...deliveries.webhookOwners];
  const result = await db.execute(sql`
    with new_lead as (${insertRow.getSQL()}),
    new_jobs as (
      insert into ${outboxJobs} (${jobColumns})
      select email.type::app.job_type, new_lead.id, null, '{}'::jsonb, email.max_attempts
        from new_lead, (values ${sql.join(emails, sql`, `)}) as email(type, max_attempts)
        -- An address that unsubscribed gets no confirmation; the owner still hears of the lead.
        where email.type <> 'prospect_email'
          or not exists (select 1 from ${emailSuppressions} where ${emailSuppressions.email} = ${row.email.trim().toLowerCase()})
      union all
      select 'webhook'::app.job_type, new_lead.id, ${webhookConfigs.userId}, ${JSON.stringify(event)}::jsonb,
          ${maxAttemptsFor("webhook")}::int
        from new_lead, ${webhookConfigs}
        where ${webhookConfigs.enabled} and ${owners.length ? inArray(webhookConfigs.userId, owners) : sql`false`}
      returning ${column(outboxJobs.id)})
    select (select id from new_lead) as lead_id, array(select id from new_jobs) as job_ids`);
  const [stored] = rowsOf<{ lead_id: string | null; job_ids: string[] }>(result);
  if (!stored?.lead_id) return null;
  return { leadId: stored.lead_id, jobIds: stored.job_ids };
}
