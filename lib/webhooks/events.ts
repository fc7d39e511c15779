import "server-only";
import { site } from "@/content/site";
import type { Lead, LeadStatus } from "@/lib/db/schema";
import { siteUrl } from "@/lib/env";
import { optionLabel, optionLabels } from "@/lib/forms/lead-fields";

const labelOf = (field: string, id: unknown) => (typeof id === "string" ? optionLabel(field, id) : undefined);

/** Receivers (Zapier, a CRM) should not need our id lists, so choices also go out as the labels people saw. */
function labels(lead: Lead): Record<string, unknown> {
  const { payload } = lead;
  if (lead.kind === "demo") {
    return {
      solutionLabels: optionLabels("solutions", payload.solutions),
      industryLabel: labelOf("industry", payload.industry),
    };
  }
  if (lead.kind === "intake") {
    return {
      painPointLabels: optionLabels("painPoints", payload.painPoints),
      solutionLabels: optionLabels("selectedSolutions", payload.selectedSolutions),
    };
  }
  if (lead.kind === "callback") return { bestTimeLabel: labelOf("bestTime", payload.bestTime) };
  return {};
}

export function formSubmissionEvent(lead: Lead, now = new Date()) {
  const { name: _name, email: _email, ...fields } = lead.payload;
  return {
    event: "form_submission" as const,
    timestamp: now.toISOString(),
    data: {
      formType: lead.kind,
      name: lead.name,
      email: lead.email,
      ...fields,
      ...labels(lead),
      attribution: lead.attribution,
      // The visitor's browser sent Global Privacy Control: a receiver should not pass the lead to ad platforms either.
      globalPrivacyControl: lead.gpc ?? false,
      leadId: lead.id,
      submittedAt: lead.createdAt.toISOString(),
    },
    source: siteUrl(),
  };
}

/** A lead erased on its person's request: ids and times only, so the receiver can delete its copy. */
export function leadDeletedEvent(lead: Pick<Lead, "id" | "kind" | "createdAt">, now = new Date()) {
  return {
    event: "lead.deleted" as const,
    timestamp: now.toISOString(),
    data: {
      leadId: lead.id,
      formType: lead.kind,
      submittedAt: lead.createdAt.toISOString(),
      deletedAt: now.toISOString(),
      reason: "privacy_request" as const,
    },
    source: siteUrl(),
  };
}

/**
 * The owner moved a lead to another status or set its deal value: ids, the old and new status, when, and what the
 * lead is worth (`value` as a decimal string, exact; its own deal value, else its stage's default; null for none).
 */
export function leadUpdatedEvent(
  lead: Pick<Lead, "id" | "submissionId" | "kind" | "createdAt">,
  change: { from: LeadStatus; to: LeadStatus; at: Date },
  money: { value: string | null; dealValue: string | null; currency: string } = {
    value: null,
    dealValue: null,
    currency: "USD",
  },
) {
  return {
    event: "lead.updated" as const,
    timestamp: change.at.toISOString(),
    data: {
      leadId: lead.id,
      submissionId: lead.submissionId,
      formType: lead.kind,
      previousStatus: change.from,
      status: change.to,
      changedAt: change.at.toISOString(),
      submittedAt: lead.createdAt.toISOString(),
      value: money.value,
      dealValue: money.dealValue,
      currency: money.currency,
    },
    source: siteUrl(),
  };
}

export function testEvent(now = new Date()) {
  const timestamp = now.toISOString();
  return {
    event: "test_webhook" as const,
    timestamp,
    data: { message: `This is a test webhook from ${site.name}`, timestamp },
    source: siteUrl(),
  };
}
