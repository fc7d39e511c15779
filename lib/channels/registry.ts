import "server-only";
import type { Database, Transaction } from "@/lib/db/open";
import { outboxJobs, type JobType } from "@/lib/db/schema";
import type { Channel, DeliveryEvent } from "@/lib/delivery/channel";
import { ga4 } from "@/lib/integrations/ga4/channel";
import { meta } from "@/lib/integrations/meta/channel";
import { deadLetterEmail } from "./dead-letter-email";
import { ownerDigest } from "./owner-digest";
import { ownerEmail } from "./owner-email";
import { prospectEmail } from "./prospect-email";
import { webhook } from "./webhook";

/**
 * Every delivery channel, one line each. Producers emit events and write the jobs these return; the outbox sends a
 * job through its channel. A job type of lib/db/schema.ts without a line here does not compile.
 */
export const CHANNELS = [
  ownerDigest,
  ownerEmail,
  prospectEmail,
  webhook,
  ga4,
  meta,
  deadLetterEmail,
] as const;

type Missing = Exclude<JobType, (typeof CHANNELS)[number]["type"]>;
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;

const byType = new Map<JobType, Channel>(CHANNELS.map((channel) => [channel.type, channel as Channel]));

export const channelOf = (type: JobType): Channel => byType.get(type)!;

/** The job types a log in /settings lists. */
export const jobTypesIn = (log: Channel["log"]) =>
  CHANNELS.filter((channel) => channel.log === log).map((channel) => channel.type);

/** The first attempt is immediate; then one attempt after each of the channel's delays. */
export const maxAttemptsFor = (type: JobType) => channelOf(type).delays.length + 1;

/** The wait after `attemptsMade` failures (±10 % jitter; a longer Retry-After wins), or null when none is left. */
export function nextDelayMs(
  type: JobType,
  attemptsMade: number,
  retryAfterMs?: number,
  random = Math.random,
): number | null {
  const base = channelOf(type).delays[attemptsMade - 1];
  if (base === undefined) return null;
  return Math.max(Math.round(base * (0.9 + 0.2 * random())), retryAfterMs ?? 0);
}

/**
 * Writes the jobs every channel asks for on this event, inside the caller's transaction (so none is lost or sent
 * without what caused it), and returns their ids. A job whose id exists already (an hour's digest) is kept as it is.
 */
export async function queueJobsFor(tx: Database | Transaction, event: DeliveryEvent): Promise<string[]> {
  const eventLead = "lead" in event && event.type !== "lead.deleted" ? event.lead.id : null;
  const rows = [];
  for (const channel of CHANNELS) {
    for (const draft of await channel.jobsFor(event, tx)) {
      rows.push({
        ...draft,
        type: channel.type,
        leadId: draft.leadId === undefined ? eventLead : draft.leadId,
        maxAttempts: draft.maxAttempts ?? maxAttemptsFor(channel.type),
      });
    }
  }
  if (rows.length === 0) return [];
  const written = await tx
    .insert(outboxJobs)
    .values(rows)
    .onConflictDoNothing({ target: outboxJobs.id })
    .returning({ id: outboxJobs.id });
  return written.map((row) => row.id);
}
