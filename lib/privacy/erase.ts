import "server-only";
import { inArray, like, sql } from "drizzle-orm";
import { queueJobsFor } from "@/lib/channels/registry";
import type { Database } from "@/lib/db/open";
import {
  bookingClicks,
  callClicks,
  emailSuppressions,
  erasedLeads,
  leads,
  outboxJobs,
  rateLimits,
} from "@/lib/db/schema";
import { hashedSuppression, suppressionKeys } from "@/lib/email/unsubscribe";
import { keyedHash } from "@/lib/request/client";
import { findPerson } from "./find";
import type { Person } from "./person";

type Options = {
  /** Keep the address on the unsubscribe list, as a keyed hash only. */
  keepUnsubscribed: boolean;
  /** Owner ids whose enabled webhooks are told which leads are gone. */
  webhookOwners: readonly string[];
};

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
    // The report's daily counts hold nothing personal: the triggers are told to leave them as they are.
    await tx.execute(sql`select set_config('app.keep_report_counts', 'on', true)`);
    if (clickIds.length) await tx.delete(bookingClicks).where(inArray(bookingClicks.id, clickIds));
    const callIds = found.callClicks.map((click) => click.id);
    if (callIds.length) await tx.delete(callClicks).where(inArray(callClicks.id, callIds));
    if (leadIds.length) {
      await tx.delete(leads).where(inArray(leads.id, leadIds));
      // An old link to one of them then says it was erased, not that it never existed.
      await tx
        .insert(erasedLeads)
        .values(leadIds.map((leadId) => ({ leadId })))
        .onConflictDoNothing();
    }
    const strays = found.jobs.filter((job) => !job.leadId).map((job) => job.id);
    if (strays.length) await tx.delete(outboxJobs).where(inArray(outboxJobs.id, strays));

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

    const at = new Date();
    const notices: string[] = [];
    for (const lead of found.leads) {
      notices.push(
        ...(await queueJobsFor(tx, { type: "lead.deleted", lead, at, webhookOwners: options.webhookOwners })),
      );
    }
    return {
      leads: leadIds.length,
      deliveries: found.jobs.length,
      bookingClicks: clickIds.length,
      callClicks: callIds.length,
      unsubscribeKept: "email" in person && options.keepUnsubscribed,
      notices,
    };
  });
}
