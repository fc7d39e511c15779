import "server-only";
import { channelOf } from "@/lib/channels/registry";
import type { OutboxJob } from "@/lib/db/schema";
import { siteUrl } from "@/lib/env";
import type { PersonData } from "./find";
import { personText, type Person } from "./person";

/**
 * The payloads that carry the person's own data as it was sent: the lead's webhook event, a conversion for an ad
 * platform. An email job's payload holds nothing of theirs (the email is written from the lead) and a dead-letter
 * alert's holds an error text.
 */
const carriesTheirData = (job: OutboxJob) => channelOf(job.type).log !== "email";

/**
 * Everything stored about the person as one JSON document: what a request for a copy receives. Only what is theirs:
 * their leads (with the notes they wrote, and the owner's notes about them), booking clicks and unsubscribe, and of each delivery its kind, status,
 * times and the payload that carried their data; never where it went (a webhook URL is a secret of the owner's), the
 * owner's address, a provider's id or an error text.
 */
export function personExport(person: Person, data: PersonData, now = new Date()) {
  return {
    exportedAt: now.toISOString(),
    site: siteUrl(),
    request: personText(person),
    leads: data.leads,
    notes: data.notes.map((note) => ({ leadId: note.leadId, createdAt: note.createdAt, body: note.body })),
    deliveries: data.jobs.map((job) => ({
      leadId: job.leadId,
      kind: job.type,
      status: job.status,
      createdAt: job.createdAt,
      deliveredAt: job.deliveredAt,
      attempts: data.attempts
        .filter((attempt) => attempt.jobId === job.id)
        .map((attempt) => ({ startedAt: attempt.startedAt, ok: attempt.ok })),
      ...(carriesTheirData(job) && { payload: job.payload }),
    })),
    unsubscribes: data.unsubscribes,
    bookingClicks: data.bookingClicks,
    callClicks: data.callClicks,
  };
}
