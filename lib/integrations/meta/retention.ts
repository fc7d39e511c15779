import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { outboxJobs } from "@/lib/db/schema";
import { META_MAX_AGE_MS } from "./payload";

const USER_DATA = sql.raw(`'{data,0,user_data}'`);

/**
 * The visitor's address goes to Meta with the Lead event and is kept with it only while the event can still be sent
 * (7 days): after that, it is taken out of every stored Meta event, sent or not.
 */
export async function forgetMetaAddresses(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - META_MAX_AGE_MS - 86_400_000);
  const rows = await db
    .update(outboxJobs)
    .set({
      payload: sql`jsonb_set(${outboxJobs.payload}, ${USER_DATA}, (${outboxJobs.payload} #> ${USER_DATA}) - 'client_ip_address')`,
    })
    .where(
      and(
        eq(outboxJobs.type, "meta_event"),
        lt(outboxJobs.createdAt, cutoff),
        sql`jsonb_exists(${outboxJobs.payload} #> ${USER_DATA}, 'client_ip_address')`,
      ),
    )
    .returning({ id: outboxJobs.id });
  return rows.length;
}
