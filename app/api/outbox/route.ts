import { getDb } from "@/lib/db";
import { currentOwnerIds } from "@/lib/auth/current-owners";
import { hasCronSecret } from "@/lib/cron-auth";
import { env } from "@/lib/env";
import { errorText, logEvent } from "@/lib/log";
import { LOOP_CONCURRENCY } from "@/lib/outbox/loop";
import { drainOutbox } from "@/lib/outbox/worker";
import { purgeIfDue } from "@/lib/retention";

/** For serverless hosts without a sweeper: a cron with `Bearer $CRON_SECRET`; GET too, as Vercel Cron sends. */
export async function POST(request: Request) {
  if (!env().CRON_SECRET) return Response.json({ error: "CRON_SECRET is not configured" }, { status: 503 });
  if (!hasCronSecret(request.headers.get("authorization"))) {
    return Response.json(
      { error: "Unauthorized" },
      { status: 401, headers: { "www-authenticate": "Bearer" } },
    );
  }
  try {
    const db = await getDb();
    const counts = await drainOutbox(db, {
      budgetMs: 25_000,
      concurrency: LOOP_CONCURRENCY,
      webhookOwners: () => currentOwnerIds(db),
    });
    // Serverless hosts have no sweeper: the cron also runs the hourly retention purge.
    const purged = await purgeIfDue(db);
    return Response.json({ ok: true, ...counts, ...(purged && { purged }) });
  } catch (error) {
    logEvent("error", "outbox_cron_failed", { error: errorText(error) });
    // The jobs are safe in the database; the next run picks them up.
    return Response.json({ ok: false, error: "Outbox run failed" }, { status: 503 });
  }
}

export const GET = POST;
