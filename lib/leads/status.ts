import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { ga4ClientIdOf } from "@/lib/conversions/ga4";
import { statusConversions, STATUS_EVENTS, type ConversionJob } from "@/lib/conversions/jobs";
import type { Database, Transaction } from "@/lib/db/open";
import {
  LEAD_STATUSES,
  leads,
  leadStatusChanges,
  outboxJobs,
  type Lead,
  type LeadStatus,
  type NewOutboxJob,
} from "@/lib/db/schema";
import { maxAttemptsFor } from "@/lib/outbox/schedule";
import { enabledWebhookOwners } from "@/lib/webhooks/enabled";
import { leadUpdatedEvent } from "@/lib/webhooks/events";

/** The stages a lead reaches on its way, in order, with the column that keeps when it first got there. */
export const LEAD_STAGES = [
  ["qualified", "qualifiedAt"],
  ["booked", "bookedAt"],
  ["won", "wonAt"],
] as const satisfies readonly (readonly [LeadStatus, keyof Lead])[];

type StageTimes = Partial<Pick<Lead, "qualifiedAt" | "bookedAt" | "wonAt">>;

export type StatusChange = {
  leadId: unknown;
  to: unknown;
  /** Owner ids whose enabled webhooks receive `lead.updated`: the owners listed now, not former ones. */
  webhookOwners: readonly string[];
  now?: Date;
};

export type StatusResult =
  | { ok: false; problem: "unknown_status" | "unknown_lead" }
  | { ok: true; changed: false; lead: Lead }
  | { ok: true; changed: true; lead: Lead; from: LeadStatus; jobIds: string[] };

export const parseLeadStatus = (value: unknown): LeadStatus | undefined =>
  LEAD_STATUSES.find((status) => status === value);

/**
 * The stage times a move to `to` sets for the first time: its own stage and every earlier one still unset (a lead
 * won straight away was qualified and booked too). Lost, New and Contacted set none.
 */
export function stagesReached(lead: StageTimes, to: LeadStatus, now: Date): StageTimes {
  const upTo = LEAD_STAGES.findIndex(([stage]) => stage === to);
  return Object.fromEntries(
    LEAD_STAGES.slice(0, upTo + 1)
      .filter(([, column]) => !lead[column])
      .map(([, column]) => [column, now]),
  );
}

/** The GA4 client id the lead's generate_lead used, so its later events go under the same visitor. */
async function submittedClientId(tx: Transaction, leadId: string) {
  const [first] = await tx
    .select({ payload: outboxJobs.payload })
    .from(outboxJobs)
    .where(and(eq(outboxJobs.leadId, leadId), eq(outboxJobs.type, "ga4_event")))
    .orderBy(asc(outboxJobs.createdAt))
    .limit(1);
  return first && ga4ClientIdOf(first.payload);
}

/** Conversions for each stage with an ad event (Qualified, Won) this change reaches for the first time. */
async function stageConversions(tx: Transaction, lead: Lead, reached: StageTimes, now: Date) {
  const steps = (Object.keys(STATUS_EVENTS) as (keyof typeof STATUS_EVENTS)[]).filter(
    (step) => reached[`${step}At`],
  );
  if (steps.length === 0 || lead.gpc) return [];
  const clientId = await submittedClientId(tx, lead.id);
  return steps.flatMap((step) => statusConversions(lead, step, now, clientId));
}

const asJob = (leadId: string, job: ConversionJob): NewOutboxJob => ({
  type: job.type,
  leadId,
  payload: job.payload,
  summary: job.summary,
  status: job.status,
  lastError: job.last_error,
  maxAttempts: job.max_attempts,
});

/**
 * Moves a lead to another status in one transaction: the lead's status and first stage times, a row in its
 * timeline, a signed `lead.updated` for each enabled webhook, and the ad conversions of a stage reached for the
 * first time (none for a lead sent with Global Privacy Control). The same status again changes nothing.
 */
export async function setLeadStatus(db: Database, change: StatusChange): Promise<StatusResult> {
  const to = parseLeadStatus(change.to);
  if (!to) return { ok: false, problem: "unknown_status" };
  const id = z.uuid().safeParse(change.leadId);
  if (!id.success) return { ok: false, problem: "unknown_lead" };
  const now = change.now ?? new Date();
  return db.transaction(async (tx): Promise<StatusResult> => {
    // Locked, so two owners setting Qualified at once enqueue its conversions once.
    const [lead] = await tx.select().from(leads).where(eq(leads.id, id.data)).for("update");
    if (!lead) return { ok: false, problem: "unknown_lead" };
    if (lead.status === to) return { ok: true, changed: false, lead };

    const reached = stagesReached(lead, to, now);
    const [updated] = await tx
      .update(leads)
      .set({ status: to, respondedAt: lead.respondedAt ?? (to === "new" ? null : now), ...reached })
      .where(eq(leads.id, lead.id))
      .returning();
    await tx
      .insert(leadStatusChanges)
      .values({ leadId: lead.id, fromStatus: lead.status, toStatus: to, changedAt: now });

    const receivers = await enabledWebhookOwners(tx, change.webhookOwners);
    const event = leadUpdatedEvent(lead, { from: lead.status, to, at: now });
    const jobs: NewOutboxJob[] = [
      ...receivers.map((userId) => ({
        type: "webhook" as const,
        leadId: lead.id,
        webhookUserId: userId,
        payload: event,
        maxAttempts: maxAttemptsFor("webhook"),
      })),
      ...(await stageConversions(tx, lead, reached, now)).map((job) => asJob(lead.id, job)),
    ];
    const ids = jobs.length ? await tx.insert(outboxJobs).values(jobs).returning({ id: outboxJobs.id }) : [];
    return { ok: true, changed: true, lead: updated!, from: lead.status, jobIds: ids.map((row) => row.id) };
  });
}
