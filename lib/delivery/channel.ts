import "server-only";
import type { Database, Transaction } from "@/lib/db/open";
import type {
  CallClickRow,
  JobType,
  Lead,
  LeadStatus,
  NewOutboxJob,
  OutboxJob,
  Stage,
} from "@/lib/db/schema";
import type { AttemptResult } from "./result";

/** One attempt's outcome as a channel reports it; `quiet`: a dead job the owner caused on purpose sends no alert. */
export type Delivery = { result: AttemptResult; summary?: Record<string, string>; quiet?: boolean };

/**
 * Where a lead's owner notification goes past the hourly number (site-wide or the sender's share): one digest job per
 * hour, sent when it ends; `reason` is why this lead's own notification is not sent on its own.
 */
export type OwnerDigest = { jobId: string; windowStart: Date; windowEnd: Date; sendAt: Date; reason: string };

/** Owner ids whose enabled webhooks receive an event: the owners listed now, not former ones. */
type Receivers = { webhookOwners: readonly string[] };

/** What happened to a lead, as its producers (a form, a status change, an erasure) tell the channels. */
export type LeadEvent =
  | (Receivers & {
      type: "lead.created";
      lead: Lead;
      /** The visit that sent it: ad platforms match on its address and browser. */
      visit: { ip: string; userAgent: string | null };
      /** Why the prospect's confirmation is not sent (a cap or ceiling): the lead and the owner's copy still go. */
      prospectNotSent?: string | null;
      /** Past the hour's number of owner notifications: the owner's copy waits for this digest. */
      ownerDigest?: OwnerDigest;
    })
  | (Receivers & {
      type: "lead.updated";
      /** The lead as it is now. */
      lead: Lead;
      from: LeadStatus;
      at: Date;
      /** Stages this change reached for the first time, in order. */
      reached: readonly Stage[];
    })
  | (Receivers & { type: "lead.deleted"; lead: Lead; at: Date });

/** What the queue and the owner's tools ask of the channels beside lead events. */
export type QueueEvent =
  | { type: "job.dead"; job: OutboxJob; attempts: number; error: string | null }
  | { type: "webhook.test"; ownerId: string; at: Date };

/** A tap on an ad page's call button (counted; sent on only with CALL_CONVERSIONS=1): no lead, no personal data. */
export type CallEvent = {
  type: "call.clicked";
  click: CallClickRow;
  /** The ad page it was tapped on, e.g. "/roofers". */
  page: string;
  visit: { ip: string; userAgent: string | null };
};

export type DeliveryEvent = LeadEvent | QueueEvent | CallEvent;

/**
 * A job a channel asks for: its type and attempts come from the channel; its lead from the event (a draft may set
 * `leadId: null` for a job that outlives the lead). A draft with an `id` that exists already is not written twice.
 */
export type JobDraft = Omit<NewOutboxJob, "type" | "maxAttempts"> & { maxAttempts?: number };

export type SendContext = {
  db: Database;
  /** The owners configured now, when known: a webhook of anyone else is not sent. */
  owners?: ReadonlySet<string>;
};

/**
 * One way a lead reaches someone: which jobs each event creates, how a job is sent, its retry schedule, whether the
 * owner may send a dead one again ("own": only their own webhook's), and which log in /settings lists it.
 */
export type Channel<T extends JobType = JobType> = {
  type: T;
  log: "email" | "webhook" | "conversion";
  /** Waits after each failed attempt; the first attempt is immediate. */
  delays: readonly number[];
  retry: "any" | "own" | "never";
  jobsFor: (event: DeliveryEvent, tx: Database | Transaction) => JobDraft[] | Promise<JobDraft[]>;
  send: (job: OutboxJob, context: SendContext) => Promise<Delivery>;
};

export const defineChannel = <T extends JobType>(channel: Channel<T>) => channel;

/** A job written as not sent, with its reason, so the owner sees it was skipped (and for whom, when known). */
export const notSentDraft = (reason: string, summary: Record<string, string> = {}) => ({
  status: "not_sent" as const,
  lastError: reason,
  summary,
});

/** Ends a job for good without retrying. */
export const permanentFailure = (error: string): Delivery => ({
  result: { ok: false, permanent: true, error },
});
