import "server-only";
import { TransactionRollbackError } from "drizzle-orm";
import { queueJobsFor } from "@/lib/channels/registry";
import { getDb } from "@/lib/db";
import type { Database } from "@/lib/db/open";
import { callClicks, type Attribution } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { errorText, logEvent } from "@/lib/log";
import { hitRateLimit, LIMITS } from "@/lib/rate-limit";
import { visitKey } from "./booking-clicks";

const ADDRESS_RULES = [...LIMITS.callClicks];

export type CallClick = {
  attribution: Attribution;
  ip: string;
  ipHash: string;
  userAgent: string | null;
  gpc: boolean;
  /** The ad page tapped on, for a platform's event source URL. */
  page: string;
};

/**
 * One row per visit and window (repeated taps add nothing), a bounded number of visits per address (one over the
 * allowance is taken back), and with CALL_CONVERSIONS=1 the ad platforms' jobs in the same transaction. Failures are
 * logged, never shown to the visitor (who is on the phone by then). Returns whether a new tap was counted.
 */
export async function recordCallClick(
  click: CallClick,
  open: () => Promise<Database> = getDb,
  now = new Date(),
): Promise<boolean> {
  try {
    const db = await open();
    const { ip, page, ...fields } = click;
    // Over the address's allowance, the new visit's row (and any conversions with it) is taken back whole.
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(callClicks)
        .values({
          ...fields,
          visitKey: visitKey(click.ipHash, click.userAgent, now.getTime()),
          createdAt: now,
        })
        .onConflictDoNothing({ target: callClicks.visitKey })
        .returning();
      if (!row) return false;
      if (
        !(await hitRateLimit(tx as unknown as Database, `call:${click.ipHash}`, ADDRESS_RULES, now.getTime()))
      )
        return tx.rollback();
      if (env().CALL_CONVERSIONS === "1") {
        await queueJobsFor(tx, {
          type: "call.clicked",
          click: row,
          page,
          visit: { ip, userAgent: click.userAgent },
        });
      }
      return true;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return false;
    logEvent("error", "call_click_failed", { error: errorText(error) });
    return false;
  }
}
