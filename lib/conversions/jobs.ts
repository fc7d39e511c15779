import "server-only";
import { gaClientId, randomGaClientId } from "@/lib/attribution/click-ids";
import type { Lead } from "@/lib/db/schema";
import { siteUrl } from "@/lib/env";
import { maxAttemptsFor } from "@/lib/outbox/schedule";
import { ga4Destination, GRAPH_API_VERSION, metaDestination } from "./config";
import { ga4Body, type Ga4EventName } from "./ga4";
import { metaLeadBody, metaStatusBody, type MetaEventName } from "./meta";
import { CONVERSION_NOT_SENT, type ConversionJobType } from "./types";

/** `Sec-GPC: 1`: the browser asks that nothing about this visitor be sold or shared for advertising. */
export const sentGlobalPrivacyControl = (headers: { get(name: string): string | null }) =>
  headers.get("sec-gpc")?.trim() === "1";

/** A conversion job as written with its lead (the outbox columns it sets). */
export type ConversionJob = {
  type: ConversionJobType;
  payload: Record<string, unknown>;
  summary: Record<string, string>;
  status: "pending" | "not_sent";
  last_error: string | null;
  max_attempts: number;
};

/** The page each form is on: Meta's event_source_url for a website event. */
const FORM_PAGE: Record<Lead["kind"], string> = {
  contact: "/contact",
  intake: "/intake",
  demo: "/book-a-demo",
};

const job = (type: ConversionJobType, event: string, payload: Record<string, unknown>, why?: string) => ({
  type,
  payload: why ? {} : payload,
  summary: { event, url: conversionTarget(type) },
  status: why ? ("not_sent" as const) : ("pending" as const),
  last_error: why ?? null,
  max_attempts: maxAttemptsFor(type),
});

type Submitted = Pick<
  Lead,
  "kind" | "email" | "payload" | "attribution" | "submissionId" | "createdAt" | "gpc"
>;

/**
 * The conversions of a new lead, for each platform that is configured: GA4's generate_lead and Meta's Lead, their
 * bodies written now so every retry sends the same event. With Global Privacy Control, each is recorded as not sent
 * and nothing about the lead is computed for a platform.
 */
export function submissionConversions(
  lead: Submitted,
  visit: { ip: string; userAgent: string | null },
): ConversionJob[] {
  const jobs: ConversionJob[] = [];
  if (ga4Destination()) {
    const clientId = gaClientId(lead.attribution._ga) ?? randomGaClientId(lead.createdAt.getTime());
    const body = lead.gpc ? {} : ga4Body("generate_lead", clientId, lead.createdAt, lead.kind);
    jobs.push(job("ga4_event", "generate_lead", body, lead.gpc ? CONVERSION_NOT_SENT.gpc : undefined));
  }
  if (metaDestination()) {
    const why = lead.gpc
      ? CONVERSION_NOT_SENT.gpc
      : visit.userAgent
        ? undefined
        : CONVERSION_NOT_SENT.noUserAgent;
    const body = why
      ? {}
      : metaLeadBody(lead, {
          ip: visit.ip,
          userAgent: visit.userAgent!,
          sourceUrl: `${siteUrl()}${FORM_PAGE[lead.kind]}`,
        });
    jobs.push(job("meta_event", "Lead", body, why));
  }
  return jobs;
}

/** GA4 and Meta names of the lead steps the owner records. */
export const STATUS_EVENTS = {
  qualified: { ga4: "qualify_lead", meta: "LeadQualified" },
  won: { ga4: "close_convert_lead", meta: "LeadWon" },
} as const satisfies Record<string, { ga4: Ga4EventName; meta: Exclude<MetaEventName, "Lead"> }>;

/**
 * The conversions of a lead reaching a step (Qualified, Won), for each configured platform; none for a lead sent
 * with Global Privacy Control. `clientId`: the GA4 client id its generate_lead used, so both are the same user.
 */
export function statusConversions(
  lead: Lead,
  step: keyof typeof STATUS_EVENTS,
  at: Date,
  clientId?: string,
): ConversionJob[] {
  if (lead.gpc) return [];
  const names = STATUS_EVENTS[step];
  const jobs: ConversionJob[] = [];
  if (ga4Destination()) {
    const id = clientId ?? gaClientId(lead.attribution._ga) ?? randomGaClientId(at.getTime());
    jobs.push(job("ga4_event", names.ga4, ga4Body(names.ga4, id, at, lead.kind)));
  }
  if (metaDestination()) jobs.push(job("meta_event", names.meta, metaStatusBody(lead, names.meta, at)));
  return jobs;
}

/** Where a job's requests go, for the delivery log: the host and path, never the secret in the query. */
export function conversionTarget(type: ConversionJobType): string {
  if (type === "ga4_event") return `${ga4Destination()?.baseUrl ?? ""}/mp/collect`;
  const meta = metaDestination();
  return `${meta?.baseUrl ?? ""}/${GRAPH_API_VERSION}/${meta?.pixelId ?? ""}/events`;
}
