import { timingSafeEqual } from "node:crypto";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { errorText, logEvent } from "@/lib/log";
import { LOOP_CONCURRENCY } from "@/lib/outbox/loop";
import { drainOutbox } from "@/lib/outbox/worker";

export const dynamic = "force-dynamic";

function authorized(header: string | null): boolean {
  if (!env.CRON_SECRET || !header) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(`Bearer ${env.CRON_SECRET}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * For serverless hosts without a long-running sweeper: a cron calls this with `Authorization: Bearer $CRON_SECRET`.
 * POST for any scheduler; GET too, because that is what Vercel Cron sends (with that header).
 */
export async function POST(request: Request) {
  if (!env.CRON_SECRET) return Response.json({ error: "CRON_SECRET is not configured" }, { status: 503 });
  if (!authorized(request.headers.get("authorization"))) {
    return Response.json(
      { error: "Unauthorized" },
      { status: 401, headers: { "www-authenticate": "Bearer" } },
    );
  }
  try {
    const counts = await drainOutbox(await getDb(), { budgetMs: 25_000, concurrency: LOOP_CONCURRENCY });
    return Response.json({ ok: true, ...counts });
  } catch (error) {
    logEvent("error", "outbox_cron_failed", { error: errorText(error) });
    // The jobs are safe in the database; the next run picks them up.
    return Response.json({ ok: false, error: "Outbox run failed" }, { status: 503 });
  }
}

export const GET = POST;
