import { lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { rateLimits } from "@/lib/db/schema";
import { env } from "@/lib/env";

export type RateRule = { limit: number; windowSeconds: number };

/** Per address and form: 5 posts a minute and 30 an hour unless configured otherwise. */
export const FORM_RULES: RateRule[] = [
  { limit: env.RATE_LIMIT_PER_MINUTE, windowSeconds: 60 },
  { limit: env.RATE_LIMIT_PER_HOUR, windowSeconds: 3600 },
];

/**
 * Counts one hit against every rule and says whether all still allow it. The upsert is atomic, so the
 * count is right with any number of server instances on one database.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rules: RateRule[],
  now = Date.now(),
): Promise<boolean> {
  // Every rule's counter in one statement: a single round trip per post, whatever the number of rules.
  const rows = await db
    .insert(rateLimits)
    .values(
      rules.map((rule) => {
        const windowMs = rule.windowSeconds * 1000;
        return {
          key: `${key}:${rule.windowSeconds}`,
          windowStart: new Date(Math.floor(now / windowMs) * windowMs),
          count: 1,
        };
      }),
    )
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count });
  const allowed = rules.every((rule) => {
    const row = rows.find((r) => r.key === `${key}:${rule.windowSeconds}`);
    return row !== undefined && row.count <= rule.limit;
  });
  // Old windows are useless; prune now and then rather than on a schedule.
  if (Math.random() < 0.02)
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 2 * 3600_000)));
  return allowed;
}
