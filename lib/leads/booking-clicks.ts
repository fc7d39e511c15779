import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Database } from "@/lib/db/open";
import { bookingClicks, leads, type Attribution } from "@/lib/db/schema";
import { errorText, logEvent } from "@/lib/log";
import { hitRateLimit, LIMITS } from "@/lib/rate-limit";

/** Repeated clicks within this window from one visitor count once. */
const CLICK_WINDOW_SECONDS = 30 * 60;
/** However its user agent varies, one address adds at most this many rows an hour. */
const ADDRESS_RULES = [...LIMITS.bookingClicks];

/** The visit a click belongs to: the address's network, the browser and the window it falls in. */
export function visitKey(ipHash: string, userAgent: string | null, now = Date.now()): string {
  const window = Math.floor(now / (CLICK_WINDOW_SECONDS * 1000));
  return createHash("sha256")
    .update(`${ipHash}|${userAgent ?? ""}|${window}`)
    .digest("hex")
    .slice(0, 32);
}

// One row per visit and window, a bounded number of visits per address (a visit over the allowance is taken back).
// A click from a lead's own thank-you screen ties the visit's row to that lead (an erased lead leaves it untied).
// Failures are logged, never shown to the visitor.
export async function recordBookingClick(
  click: { attribution: Attribution; ipHash: string; userAgent: string | null; leadId?: string | null },
  open: () => Promise<Database> = getDb,
) {
  try {
    const db = await open();
    const { leadId, ...fields } = click;
    const key = visitKey(click.ipHash, click.userAgent);
    const lead = leadId ? sql`(select ${leads.id} from ${leads} where ${leads.id} = ${leadId})` : null;
    const [row] = await db
      .insert(bookingClicks)
      .values({ ...fields, visitKey: key, leadId: lead })
      .onConflictDoNothing({ target: bookingClicks.visitKey })
      .returning({ id: bookingClicks.id });
    if (row && !(await hitRateLimit(db, `book:${click.ipHash}`, ADDRESS_RULES))) {
      await db.delete(bookingClicks).where(eq(bookingClicks.id, row.id));
    }
    // The visit clicked a booking button before sending the form: its one row now names the lead.
    if (!row && lead) {
      await db
        .update(bookingClicks)
        .set({ leadId: lead })
        .where(and(eq(bookingClicks.visitKey, key), isNull(bookingClicks.leadId)));
    }
  } catch (error) {
    logEvent("error", "booking_click_failed", { error: errorText(error) });
  }
}
