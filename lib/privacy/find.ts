import "server-only";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/lib/db/open";
import {
  bookingClicks,
  callClicks,
  emailSuppressions,
  leadNotes,
  leads,
  outboxAttempts,
  outboxJobs,
} from "@/lib/db/schema";
import { suppressionKeys } from "@/lib/email/unsubscribe";
import { formatTime } from "@/lib/time-format";
import type { Person } from "./person";

/** An untied booking click belongs to a lead's visit when it came from the same network and browser within a day of it. */
const VISIT_WINDOW = sql.raw(`interval '1 day'`);

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every row about the person: leads, the owner's notes on them, delivery jobs and attempts, unsubscribes, booking clicks. */
export async function findPerson(db: Database | Transaction, person: Person) {
  const byLead =
    "email" in person
      ? or(
          sql`lower(${leads.email}) = ${person.email}`,
          sql`lower(${leads.payload}->>'email') = ${person.email}`,
        )
      : sql`${leads.payload}->>'phone' = ${person.phone}`;
  const found = await db.select().from(leads).where(byLead).orderBy(asc(leads.createdAt));
  const leadIds = found.map((lead) => lead.id);
  // What the owner wrote about them is data about them too: a copy holds it, an erasure deletes it (with the lead).
  const notes = leadIds.length
    ? await db
        .select()
        .from(leadNotes)
        .where(inArray(leadNotes.leadId, leadIds))
        .orderBy(asc(leadNotes.createdAt))
    : [];
  // Jobs outside a lead (alerts of a lead since gone, tests) are few: their text is searched for the address too.
  const needle = like("email" in person ? person.email : person.phone);
  const jobs = await db
    .select()
    .from(outboxJobs)
    .where(
      or(
        leadIds.length ? inArray(outboxJobs.leadId, leadIds) : sql`false`,
        and(
          isNull(outboxJobs.leadId),
          sql`(${outboxJobs.payload}::text || ${outboxJobs.summary}::text) ilike ${needle}`,
        ),
      ),
    )
    .orderBy(asc(outboxJobs.createdAt));
  const attempts = jobs.length
    ? await db
        .select()
        .from(outboxAttempts)
        .where(
          inArray(
            outboxAttempts.jobId,
            jobs.map((job) => job.id),
          ),
        )
        .orderBy(asc(outboxAttempts.startedAt))
    : [];
  // Clicks tied to their leads, and untied clicks of their visits; never a click tied to someone else's lead, though
  // that person used the same network and browser on the same day.
  const visits = found.filter((lead) => lead.ipHash && lead.userAgent);
  const sameVisit = visits.map((lead) =>
    and(
      isNull(bookingClicks.leadId),
      eq(bookingClicks.ipHash, lead.ipHash!),
      eq(bookingClicks.userAgent, lead.userAgent!),
      sql`${bookingClicks.createdAt} between ${lead.createdAt.toISOString()}::timestamptz - ${VISIT_WINDOW}
        and ${lead.createdAt.toISOString()}::timestamptz + ${VISIT_WINDOW}`,
    ),
  );
  const clicks = leadIds.length
    ? await db
        .select()
        .from(bookingClicks)
        .where(or(inArray(bookingClicks.leadId, leadIds), ...sameVisit))
        .orderBy(asc(bookingClicks.createdAt))
    : [];
  // Call-button taps tie to no lead: those of the same network and browser within a day of one of their leads.
  const sameVisitCalls = visits.map((lead) =>
    and(
      eq(callClicks.ipHash, lead.ipHash!),
      eq(callClicks.userAgent, lead.userAgent!),
      sql`${callClicks.createdAt} between ${lead.createdAt.toISOString()}::timestamptz - ${VISIT_WINDOW}
        and ${lead.createdAt.toISOString()}::timestamptz + ${VISIT_WINDOW}`,
    ),
  );
  const calls = sameVisitCalls.length
    ? await db
        .select()
        .from(callClicks)
        .where(or(...sameVisitCalls))
        .orderBy(asc(callClicks.createdAt))
    : [];
  const unsubscribes =
    "email" in person
      ? await db
          .select()
          .from(emailSuppressions)
          .where(inArray(emailSuppressions.email, suppressionKeys(person.email)))
      : [];
  return { leads: found, notes, jobs, attempts, bookingClicks: clicks, callClicks: calls, unsubscribes };
}

export type PersonData = Awaited<ReturnType<typeof findPerson>>;

/** How much was found, for the owner to read before exporting or erasing. */
export const personSummary = (data: PersonData) => ({
  leads: data.leads.map((lead) => ({
    id: lead.id,
    kind: lead.kind,
    name: lead.name,
    submitted: formatTime(lead.createdAt),
  })),
  notes: data.notes.length,
  deliveries: data.jobs.length,
  bookingClicks: data.bookingClicks.length,
  unsubscribed: data.unsubscribes.length > 0,
});
export type PersonSummary = ReturnType<typeof personSummary>;
