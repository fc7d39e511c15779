import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { ATTRIBUTION_KEYS } from "@/lib/attribution/keys";
import type { Database } from "@/lib/db/open";
import { leads, outboxJobs, type Attribution } from "@/lib/db/schema";
import { emailsReachPeople } from "@/lib/env";
import { BOOKING_LEAD_PARAM, signBookingToken } from "@/lib/leads/booking-token";
import { errorText, logEvent } from "@/lib/log";
import type { BookingOffer } from "@/lib/forms/state";

/** A link to /book that counts as no lead's click, and no promise of an email. */
export const untiedOffer: BookingOffer = { href: "/book", emailFollows: false };

/** /book with the visitor's marketing keys and, when a lead is named, the signed token that ties the click to it. */
export function bookingHref(attribution: Attribution, token?: string): string {
  const params = new URLSearchParams();
  for (const key of ATTRIBUTION_KEYS) {
    const value = attribution[key];
    if (value) params.set(key, value);
  }
  if (token) params.set(BOOKING_LEAD_PARAM, token);
  const query = params.toString();
  return query ? `/book?${query}` : "/book";
}

// A confirmation written as not sent (a cap, an unsubscribe) or failed for good will not arrive.
const ON_ITS_WAY = ["pending", "running", "delivered"] as const;

/**
 * The thank-you screen's booking link for the stored lead of this submission, and whether its confirmation email is on
 * its way: queued, and a transport that reaches people. Never throws: the lead is stored whatever happens here.
 */
export async function bookingOffer(
  db: Database,
  submissionId: string,
  secret: string,
): Promise<BookingOffer> {
  try {
    const [lead] = await db
      .select({
        id: leads.id,
        attribution: leads.attribution,
        confirmation: sql<boolean>`exists (select 1 from ${outboxJobs} where ${and(
          eq(outboxJobs.leadId, leads.id),
          eq(outboxJobs.type, "prospect_email"),
          inArray(outboxJobs.status, ON_ITS_WAY),
        )})`,
      })
      .from(leads)
      .where(eq(leads.submissionId, submissionId));
    if (!lead) return untiedOffer;
    return {
      href: bookingHref(lead.attribution, signBookingToken(secret, lead.id)),
      emailFollows: Boolean(lead.confirmation) && emailsReachPeople(),
    };
  } catch (error) {
    logEvent("error", "booking_offer_failed", { error: errorText(error) });
    return untiedOffer;
  }
}
