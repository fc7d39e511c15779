import "server-only";
import { desc, inArray } from "drizzle-orm";
import { adPlatformsCopy } from "@/content/ad-platforms";
import type { Database } from "@/lib/db/open";
import { outboxJobs } from "@/lib/db/schema";
import { CONVERSION_JOB_TYPES, isConversionJob } from "./types";

/** The latest conversion jobs, as the delivery log lists them ("Meta · Lead"). */
export async function recentConversions(db: Database, limit = 20) {
  const { id, type, status, attempts, maxAttempts, lastError, createdAt, summary } = outboxJobs;
  const rows = await db
    .select({ id, type, status, attempts, maxAttempts, lastError, createdAt, summary })
    .from(outboxJobs)
    .where(inArray(type, [...CONVERSION_JOB_TYPES]))
    .orderBy(desc(createdAt), desc(id))
    .limit(limit);
  return rows.map(({ type, summary, ...job }) => ({
    ...job,
    event: `${isConversionJob(type) ? adPlatformsCopy.platforms[type] : type} · ${summary.event ?? ""}`,
  }));
}
