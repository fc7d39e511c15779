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
import type { ConversionJob } from "@/lib/conversions/jobs";
import { NOT_SENT } from "@/lib/delivery/result";
import { suppressionKeys } from "@/lib/email/unsubscribe";
import { env } from "@/lib/env";
import { maxAttemptsFor } from "@/lib/outbox/schedule";
import { formSubmissionEvent } from "@/lib/webhooks/events";
import type { OwnerDigest } from "./ceilings";

type LeadDeliveries = {
  /** Owner ids whose webhook configurations receive leads: the owners listed now, not former ones. */
  webhookOwners: readonly string[];
  /** Why the prospect's confirmation is not sent (a cap or ceiling, see ceilings.ts): the lead and the owner's copy still go. */
  prospectNotSent?: string | null;
  /** Past the hour's number of owner notifications: the owner's copy waits for this digest, written once per hour. */
  ownerDigest?: OwnerDigest;
  /** Conversions for ad platforms (lib/conversions), written with the lead so none is lost or sent without it. */
  conversions?: readonly ConversionJob[];
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
// current owner, conversions) in ONE statement: atomic, one round trip, no connection held. Null when already stored (a double
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
  const { type, leadId, webhookUserId, payload, maxAttempts, status, lastError, summary } = outboxJobs;
  const jobColumns = sql.join(
    [type, leadId, webhookUserId, payload, maxAttempts, status, lastError, summary].map(column),
    sql`, `,
  );
  // A confirmation that will not go is still written, as not sent with its reason: the owner sees it was skipped.
  const suppressed = sql`exists (select 1 from ${emailSuppressions}
    where ${inArray(emailSuppressions.email, suppressionKeys(row.email))})`;
  const skipped = deliveries.prospectNotSent
    ? sql`${deliveries.prospectNotSent}::text`
    : sql`case when ${suppressed} then ${NOT_SENT.unsubscribed} end`;
  const digest = deliveries.ownerDigest;
  const owners = [...deliveries.webhookOwners];
  const result = await db.execute(sql`
    with new_lead as (${insertRow.getSQL()}),
    ${digest ? sql`digest_job as (${digestJob(digest)}),` : sql``}
    new_jobs as (
      insert into ${outboxJobs} (${jobColumns})
      select email.type::app.job_type, new_lead.id, null, email.payload, email.max_attempts,
          (case when email.skipped is null then 'pending' else 'not_sent' end)::app.job_status, email.skipped,
          case when email.skipped is null then '{}'::jsonb else jsonb_build_object('to', email.recipient) end
        from new_lead, (values
          ('owner_email', ${maxAttemptsFor("owner_email")}::int, ${digest?.reason ?? null}::text,
            ${JSON.stringify(digest ? { digest: digest.jobId } : {})}::jsonb, ${env().NOTIFY_EMAIL}::text),
          ('prospect_email', ${maxAttemptsFor("prospect_email")}::int, ${skipped}, '{}'::jsonb, ${row.email}::text)
        ) as email(type, max_attempts, skipped, payload, recipient)
      union all
      select 'webhook'::app.job_type, new_lead.id, ${webhookConfigs.userId}, ${JSON.stringify(event)}::jsonb,
          ${maxAttemptsFor("webhook")}::int, 'pending'::app.job_status, null, '{}'::jsonb
        from new_lead, ${webhookConfigs}
        where ${webhookConfigs.enabled} and ${owners.length ? inArray(webhookConfigs.userId, owners) : sql`false`}
      union all
      select c.type::app.job_type, new_lead.id, null, c.payload, c.max_attempts, c.status::app.job_status,
          c.last_error, c.summary
        from new_lead, jsonb_to_recordset(${JSON.stringify(deliveries.conversions ?? [])}::jsonb)
          as c(type text, payload jsonb, max_attempts int, status text, last_error text, summary jsonb)
      returning ${column(outboxJobs.id)})
    select (select id from new_lead) as lead_id, array(select id from new_jobs) as job_ids`);
  const [stored] = rowsOf<{ lead_id: string | null; job_ids: string[] }>(result);
  if (!stored?.lead_id) return null;
  return { leadId: stored.lead_id, jobIds: stored.job_ids };
}

/** The hour's digest job, due when the hour ends; the first lead folded into it writes it, the rest find it there. */
function digestJob(digest: OwnerDigest) {
  const payload = {
    windowStart: digest.windowStart.toISOString(),
    windowEnd: digest.windowEnd.toISOString(),
  };
  return sql`insert into ${outboxJobs} (${sql.join(
    [
      outboxJobs.id,
      outboxJobs.type,
      outboxJobs.payload,
      outboxJobs.maxAttempts,
      outboxJobs.nextAttemptAt,
    ].map(column),
    sql`, `,
  )})
    select ${digest.jobId}::uuid, 'owner_digest'::app.job_type, ${JSON.stringify(payload)}::jsonb,
      ${maxAttemptsFor("owner_digest")}::int, ${digest.sendAt.toISOString()}::timestamptz
    from new_lead
    on conflict (${column(outboxJobs.id)}) do nothing
    returning ${column(outboxJobs.id)}`;
}
