import "server-only";
import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { rateLimits } from "@/lib/db/schema";

import type { RateRule } from "./rules";

export { LIMITS, type RateRule } from "./rules";

// One row per key, rule and fixed window.
const rowKey = (key: string, rule: RateRule) => `${key}:${rule.windowSeconds}`;
const windowStart = (rule: RateRule, now: number) => new Date(now - (now % (rule.windowSeconds * 1000)));
const thisWindow = (key: string, rule: RateRule, now: number) =>
  and(eq(rateLimits.key, rowKey(key, rule)), eq(rateLimits.windowStart, windowStart(rule, now)));

/**
 * Counts one hit against every rule in one atomic upsert (right with any number of concurrent requests and
 * instances) and returns each rule's count in its current window, this hit included.
 */
export async function countHit(db: Database, key: string, rules: RateRule[], now = Date.now()) {
  const rows = await db
    .insert(rateLimits)
    .values(rules.map((rule) => ({ key: rowKey(key, rule), windowStart: windowStart(rule, now), count: 1 })))
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count });
  // Old windows are useless (the longest rule is a day); prune now and then rather than on a schedule.
  if (Math.random() < 0.02)
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 2 * 86_400_000)));
  return rules.map(
    (rule) => rows.find((r) => r.key === rowKey(key, rule))?.count ?? Number.POSITIVE_INFINITY,
  );
}

/**
 * Counts `hits` hits per key against every rule in one upsert; for each key, how many of its hits (the first ones)
 * every rule still allowed.
 */
export async function countHits(
  db: Database,
  hits: Map<string, number>,
  rules: RateRule[],
  now = Date.now(),
) {
  const rows = await db
    .insert(rateLimits)
    .values(
      [...hits].flatMap(([key, count]) =>
        rules.map((rule) => ({ key: rowKey(key, rule), windowStart: windowStart(rule, now), count })),
      ),
    )
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + excluded.count` },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count });
  const after = new Map(rows.map((row) => [row.key, row.count]));
  return new Map(
    [...hits].map(([key, count]) => {
      const room = rules.map((rule) => rule.limit - ((after.get(rowKey(key, rule)) ?? Infinity) - count));
      return [key, Math.max(0, Math.min(count, ...room))];
    }),
  );
}

/** Counts one hit and says whether every rule still allows it. */
export async function hitRateLimit(db: Database, key: string, rules: RateRule[], now = Date.now()) {
  const counts = await countHit(db, key, rules, now);
  return rules.every((rule, i) => counts[i]! <= rule.limit);
}

/** The key's hits in each rule's current window, without counting one. */
export async function hitsSoFar(db: Database, key: string, rules: RateRule[], now = Date.now()) {
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count })
    .from(rateLimits)
    .where(or(...rules.map((rule) => thisWindow(key, rule, now))));
  return rules.map((rule) => rows.find((r) => r.key === rowKey(key, rule))?.count ?? 0);
}

/** Takes back one hit that turned out not to count (the check it guarded could not run). */
export async function releaseHit(db: Database, key: string, rules: RateRule[], now = Date.now()) {
  for (const rule of rules) {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(thisWindow(key, rule, now));
  }
}

/** Forgets the key's hits in the current windows (a successful sign-in clears earlier mistakes). */
export async function clearHits(db: Database, key: string, rules: RateRule[], now = Date.now()) {
  for (const rule of rules) await db.delete(rateLimits).where(thisWindow(key, rule, now));
}
