import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { outboxJobs } from "@/lib/db/schema";
import { NOT_SENT } from "@/lib/delivery/result";
import { emailTransport } from "@/lib/env";
import { logEvent } from "@/lib/log";

/**
 * Once a provider is configured (a key arrives only with a restart), the owner's lead notifications that were not
 * sent for want of one go out after all: the owner hears of every lead. Prospects' confirmations stay unsent: days
 * late, they would confuse more than confirm.
 */
export async function sendUnsentOwnerEmails(db: Database): Promise<number> {
  if (emailTransport() !== "resend") return 0;
  const reopened = await db
    .update(outboxJobs)
    .set({ status: "pending", nextAttemptAt: sql`now()`, lastError: null, updatedAt: new Date() })
    .where(
      and(
        eq(outboxJobs.type, "owner_email"),
        eq(outboxJobs.status, "not_sent"),
        inArray(outboxJobs.lastError, [NOT_SENT.noProvider, NOT_SENT.loggedOnly]),
      ),
    )
    .returning({ id: outboxJobs.id });
  if (reopened.length) logEvent("info", "unsent_owner_emails_queued", { count: reopened.length });
  return reopened.length;
}
