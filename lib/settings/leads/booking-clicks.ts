import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { bookingClicks } from "@/lib/db/schema";

/** The booking clicks tied to a lead, oldest first. */
export function leadBookingClicks(db: Database, leadId: string) {
  return db
    .select({ id: bookingClicks.id, createdAt: bookingClicks.createdAt })
    .from(bookingClicks)
    .where(eq(bookingClicks.leadId, leadId))
    .orderBy(asc(bookingClicks.createdAt));
}
