import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { queueJobsFor } from "@/lib/channels/registry";
import type { Database } from "@/lib/db/open";
import {
  LEAD_STATUSES,
  leads,
  leadStatusChanges,
  STAGES,
  type Lead,
  type LeadStatus,
  type Stage,
} from "@/lib/db/schema";

type StageTimes = Partial<Pick<Lead, (typeof STAGES)[number]["at"]>>;

export type StatusChange = {
  leadId: unknown;
  to: unknown;
  /** Owner ids whose enabled webhooks receive `lead.updated`: the owners listed now, not former ones. */
  webhookOwners: readonly string[];
  /** The deal's value in minor units; null clears it; undefined leaves it as it is. */
  dealValue?: number | null;
  now?: Date;
};

export type StatusResult =
  | { ok: false; problem: "unknown_status" | "unknown_lead" }
  | { ok: true; changed: false; lead: Lead }
  | { ok: true; changed: true; lead: Lead; from: LeadStatus; jobIds: string[]; valueChanged: boolean };

export const parseLeadStatus = (value: unknown): LeadStatus | undefined =>
  LEAD_STATUSES.find((status) => status === value);

/**
 * The stages a move to `to` reaches for the first time: its own and every earlier one still unset (a lead won
 * straight away was qualified and booked too). Lost, New and Contacted reach none.
 */
export function stagesReached(lead: StageTimes, to: LeadStatus): Stage[] {
  const upTo = STAGES.findIndex((stage) => stage.status === to);
  return STAGES.slice(0, upTo + 1)
    .filter((stage) => !lead[stage.at])
    .map((stage) => stage.status);
}

/**
 * Moves a lead to another status in one transaction: the lead's status and first stage times, a row in its
 * timeline, and the jobs its channels ask for (a signed `lead.updated` for each enabled webhook, the ad conversions
 * of a stage reached for the first time, at the lead's value). A new deal value alone sends `lead.updated` only; the
 * same status and value again change nothing.
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
    const valueChanged = change.dealValue !== undefined && change.dealValue !== lead.dealValue;
    if (lead.status === to && !valueChanged) return { ok: true, changed: false, lead };
    // The value first: a stage reached in the same post sends its conversions with it.
    const value = valueChanged ? { dealValue: change.dealValue } : {};
    if (lead.status === to) {
      const [updated] = await tx.update(leads).set(value).where(eq(leads.id, lead.id)).returning();
      const jobIds = await queueJobsFor(tx, {
        type: "lead.updated",
        lead: updated!,
        from: lead.status,
        at: now,
        reached: [],
        webhookOwners: change.webhookOwners,
      });
      return { ok: true, changed: true, lead: updated!, from: lead.status, jobIds, valueChanged };
    }

    const reached = stagesReached(lead, to);
    const times = Object.fromEntries(
      STAGES.filter((stage) => reached.includes(stage.status)).map((stage) => [stage.at, now]),
    );
    const [updated] = await tx
      .update(leads)
      .set({ status: to, respondedAt: lead.respondedAt ?? (to === "new" ? null : now), ...times, ...value })
      .where(eq(leads.id, lead.id))
      .returning();
    await tx
      .insert(leadStatusChanges)
      .values({ leadId: lead.id, fromStatus: lead.status, toStatus: to, changedAt: now });
    const jobIds = await queueJobsFor(tx, {
      type: "lead.updated",
      lead: updated!,
      from: lead.status,
      at: now,
      reached,
      webhookOwners: change.webhookOwners,
    });
    return { ok: true, changed: true, lead: updated!, from: lead.status, jobIds, valueChanged };
  });
}
