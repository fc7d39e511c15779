import { demoSolutions, industries, intakeSolutions, painPoints } from "@/content/forms";
import { site } from "@/content/site";
import type { Lead } from "@/lib/db/schema";
import { siteUrl } from "@/lib/env";

export type WebhookEvent = {
  event: "form_submission" | "test_webhook";
  timestamp: string;
  data: Record<string, unknown>;
  source: string;
};

type Option = { readonly id: string; readonly label: string };

const labelOf = (options: readonly Option[], id: unknown) =>
  typeof id === "string" ? (options.find((o) => o.id === id)?.label ?? id) : undefined;

const labelsOf = (options: readonly Option[], ids: unknown) =>
  Array.isArray(ids) ? ids.map((id) => labelOf(options, id)).filter((l) => l !== undefined) : [];

/** Receivers (Zapier, a CRM) should not need our id lists, so choices also go out as the labels people saw. */
function labels(lead: Lead): Record<string, unknown> {
  const { payload } = lead;
  if (lead.kind === "demo") {
    return {
      solutionLabels: labelsOf(demoSolutions, payload.solutions),
      industryLabel: labelOf(industries, payload.industry),
    };
  }
  if (lead.kind === "intake") {
    return {
      painPointLabels: labelsOf(painPoints, payload.painPoints),
      solutionLabels: labelsOf(intakeSolutions, payload.selectedSolutions),
    };
  }
  return {};
}

export function formSubmissionEvent(lead: Lead, now = new Date()): WebhookEvent {
  const { name: _name, email: _email, ...fields } = lead.payload;
  return {
    event: "form_submission",
    timestamp: now.toISOString(),
    data: {
      formType: lead.kind,
      name: lead.name,
      email: lead.email,
      ...fields,
      ...labels(lead),
      attribution: lead.attribution,
      leadId: lead.id,
      submittedAt: lead.createdAt.toISOString(),
    },
    source: siteUrl,
  };
}

export function testEvent(now = new Date()): WebhookEvent {
  const timestamp = now.toISOString();
  return {
    event: "test_webhook",
    timestamp,
    data: { message: `This is a test webhook from ${site.name}`, timestamp },
    source: siteUrl,
  };
}
