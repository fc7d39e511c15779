import "server-only";
import { randomUUID } from "node:crypto";
import { inArray, like, sql } from "drizzle-orm";
import { rowsOf, type Database, type Transaction } from "@/lib/db/open";
import { bookingClicks, emailSuppressions, leads, outboxJobs, rateLimits, sourceDays } from "@/lib/db/schema";
import { hashedSuppression, suppressionKeys } from "@/lib/email/unsubscribe";
import { maxAttemptsFor } from "@/lib/outbox/schedule";
import { keyedHash } from "@/lib/request-meta";
import { enabledWebhookOwners } from "@/lib/webhooks/enabled";
import { leadDeletedEvent } from "@/lib/webhooks/events";
import { findPerson } from "./find";
import type { Person } from "./person";

type Options = {
  /** Keep the address on the unsubscribe list, as a keyed hash only. */
  keepUnsubscribed: boolean;
  /** Owner ids whose enabled webhooks are told which leads are gone. */
  webhookOwners: readonly string[];
};

/** What these leads and clicks add to the report's daily counts, grouped as its triggers group them. */
async function countedBy(tx: Transaction, leadIds: string[], clickIds: string[]) {
  const day = sql`(created_at at time zone app.report_time_zone())::date::text`;
  const result = await tx.execute(sql`
    select ${day} as day, source, medium, campaign, landing_page, k as kind, count(*)::int as count
      from ${leads}, lateral unnest(array[kind::text,
        case when qualified_at is not null then 'qualified' end,
        case when booked_at is not null then 'booked' end,
        case when won_at is not null then 'won' end]) as k
      where k is not null and ${leadIds.length ? inArray(leads.id, leadIds) : sql`false`} group by 1, 2, 3, 4, 5, 6
    union all
    select ${day}, source, medium, campaign, landing_page, 'click', count(*)::int
      from ${bookingClicks} where ${clickIds.length ? inArray(bookingClicks.id, clickIds) : sql`false`}
      group by 1, 2, 3, 4, 5`);
  return rowsOf<{
    day: string;
    source: string;
    medium: string;
    campaign: string;
    landing_page: string;
    kind: string;
    count: number;
  }>(result).map(({ landing_page, ...row }) => ({ ...row, landingPage: landing_page }));
}

/**
 * Erases everything about the person in one transaction: their leads with every job, attempt and stored payload
 * (conversions not yet sent go with them, so they are never sent), the booking clicks of their visits, their
 * unsubscribe (kept as a keyed hash when asked) and their confirmation counter. The report's daily counts hold
 * nothing personal and stay as they were. Each enabled webhook is told with a signed `lead.deleted` per lead.
 */
export async function erasePerson(db: Database, person: Person, options: Options) {
  return db.transaction(async (tx) => {
    const found = await findPerson(tx, person);
    const leadIds = found.leads.map((lead) => lead.id);
    const clickIds = found.bookingClicks.map((click) => click.id);
    // Deleting leads and clicks takes their days' counts down (statement triggers): what they counted goes back.
    const counted = await countedBy(tx, leadIds, clickIds);
    if (clickIds.length) await tx.delete(bookingClicks).where(inArray(bookingClicks.id, clickIds));
    if (leadIds.length) await tx.delete(leads).where(inArray(leads.id, leadIds));
    const strays = found.jobs.filter((job) => !job.leadId).map((job) => job.id);
    if (strays.length) await tx.delete(outboxJobs).where(inArray(outboxJobs.id, strays));
    if (counted.length) {
      await tx
        .insert(sourceDays)
        .values(counted)
        .onConflictDoUpdate({
          target: [
            sourceDays.day,
            sourceDays.source,
            sourceDays.medium,
            sourceDays.campaign,
            sourceDays.landingPage,
            sourceDays.kind,
          ],
          set: { count: sql`${sourceDays.count} + excluded.count` },
        });
    }

    if ("email" in person) {
      await tx
        .delete(emailSuppressions)
        .where(inArray(emailSuppressions.email, suppressionKeys(person.email)));
      if (options.keepUnsubscribed) {
        await tx
          .insert(emailSuppressions)
          .values({ email: hashedSuppression(person.email), source: "erasure" });
      }
      // The daily confirmation counter is keyed by a hash of the address; it goes too.
      await tx.delete(rateLimits).where(like(rateLimits.key, `confirm:${keyedHash(person.email)}:%`));
    }

    const receivers = await enabledWebhookOwners(tx, options.webhookOwners);
    const now = new Date();
    const notices = receivers.flatMap((userId) =>
      found.leads.map((lead) => ({
        id: randomUUID(),
        type: "webhook" as const,
        webhookUserId: userId,
        payload: leadDeletedEvent(lead, now),
        maxAttempts: maxAttemptsFor("webhook"),
      })),
    );
    if (notices.length) await tx.insert(outboxJobs).values(notices);
    return {
      leads: leadIds.length,
      deliveries: found.jobs.length,
      bookingClicks: clickIds.length,
      unsubscribeKept: "email" in person && options.keepUnsubscribed,
      notices: notices.map((notice) => notice.id),
    };
  });
}
