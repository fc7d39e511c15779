import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { rowsOf } from "@/lib/db/open";
import { outboxJobs } from "@/lib/db/schema";
import { errorText, logEvent } from "@/lib/log";

export const dynamic = "force-dynamic";

type Backlog = { pending: number; dead: number; oldest_pending_seconds: number | null };

/** For load balancers and uptime checks: 200 with the outbox backlog, 503 when the database is unreachable. */
export async function GET() {
  try {
    const db = await getDb();
    const result = (await db.execute(sql`select
        count(*) filter (where ${outboxJobs.status} in ('pending', 'running'))::int as pending,
        count(*) filter (where ${outboxJobs.status} = 'dead')::int as dead,
        extract(epoch from now() - min(${outboxJobs.createdAt}) filter (where ${outboxJobs.status} = 'pending'))::int
          as oldest_pending_seconds
      from ${outboxJobs}`)) as unknown;
    const [backlog] = rowsOf<Backlog>(result);
    return Response.json(
      { status: "ok", database: "reachable", driver: db.driver, outbox: backlog },
      { headers: { "cache-control": "no-store" } },
    );
  } catch (error) {
    logEvent("error", "health_check_failed", { error: errorText(error) });
    return Response.json(
      { status: "error", database: "unreachable" },
      { status: 503, headers: { "cache-control": "no-store" } },
    );
  }
}
