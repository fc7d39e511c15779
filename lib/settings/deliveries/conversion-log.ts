import "server-only";
import { desc, inArray } from "drizzle-orm";
import { deliveryLabels } from "@/content/deliveries";
import { jobTypesIn } from "@/lib/channels/registry";
import type { Database } from "@/lib/db/open";
import { outboxJobs } from "@/lib/db/schema";

/** The latest conversion jobs, as the delivery log lists them ("Meta conversion · Lead"). */
export async function recentConversions(db: Database, limit = 20) {
  const { id, type, status, attempts, maxAttempts, lastError, createdAt, summary } = outboxJobs;
  const rows = await db
    .select({ id, type, status, attempts, maxAttempts, lastError, createdAt, summary })
    .from(outboxJobs)
    .where(inArray(type, jobTypesIn("conversion")))
    .orderBy(desc(createdAt), desc(id))
    .limit(limit);
  return rows.map(({ type, summary, ...job }) => ({
    ...job,
    event: `${deliveryLabels[type] ?? type} · ${summary.event ?? ""}`,
  }));
}
