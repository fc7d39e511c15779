import { sql } from "drizzle-orm";
import { hasCronSecret } from "@/lib/cron-auth";
import { getDb } from "@/lib/db";
import { rowsOf } from "@/lib/db/open";
import { outboxJobs } from "@/lib/db/schema";
import { emailsReachPeople, emailTransport } from "@/lib/env";
import { errorText, logEvent } from "@/lib/log";

type Backlog = { pending: number; dead: number; oldest_pending_seconds: number | null };

const noStore = { "cache-control": "no-store" };

/**
 * 200 while the database answers, else 503. Anyone sees only "ok" or "degraded" (also without an email provider:
 * nobody would be told of leads), from one trivial query; the cron secret also gets the driver, the email transport
 * and the outbox backlog, whose count scans the jobs table.
 */
export async function GET(request: Request) {
  const detailed = hasCronSecret(request.headers.get("authorization"));
  const email = emailTransport();
  const reply = (status: string, details: object, code = 200) =>
    Response.json(detailed ? { status, ...details } : { status }, { status: code, headers: noStore });
  try {
    const db = await getDb();
    const status = emailsReachPeople() ? "ok" : "degraded";
    if (!detailed) {
      await db.execute(sql`select 1`);
      return reply(status, {});
    }
    const [backlog] = rowsOf<Backlog>(
      await db.execute(sql`select
        count(*) filter (where ${outboxJobs.status} in ('pending', 'running'))::int as pending,
        count(*) filter (where ${outboxJobs.status} = 'dead')::int as dead,
        extract(epoch from now() - min(${outboxJobs.createdAt}) filter (where ${outboxJobs.status} = 'pending'))::int
          as oldest_pending_seconds
      from ${outboxJobs}`),
    );
    return reply(status, { database: "reachable", driver: db.driver, email, outbox: backlog });
  } catch (error) {
    logEvent("error", "health_check_failed", { error: errorText(error) });
    return reply("degraded", { database: "unreachable", email }, 503);
  }
}
