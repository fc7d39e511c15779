import { getDb } from "@/lib/db";
import { bookingClicks, type Attribution } from "@/lib/db/schema";
import { errorText, logEvent } from "@/lib/log";

/** One row per booking click; failures are logged, never shown to the visitor. */
export async function recordBookingClick(click: {
  attribution: Attribution;
  ipHash: string;
  userAgent: string | null;
}) {
  try {
    const db = await getDb();
    await db.insert(bookingClicks).values(click);
  } catch (error) {
    logEvent("error", "booking_click_failed", { error: errorText(error) });
  }
}
