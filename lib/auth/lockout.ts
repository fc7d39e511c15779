import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { rateLimits } from "@/lib/db/schema";
import { hitRateLimit } from "@/lib/rate-limit";

export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_SECONDS = 15 * 60;

const RULE = { limit: LOCKOUT_MAX_FAILURES, windowSeconds: LOCKOUT_WINDOW_SECONDS };
const baseKey = (ipHash: string) => `signin:${ipHash}`;
// hitRateLimit stores one row per key, rule and fixed window; these read and clear the same row.
const rowKey = (ipHash: string) => `${baseKey(ipHash)}:${RULE.windowSeconds}`;
const windowStart = (now: number) => {
  const ms = RULE.windowSeconds * 1000;
  return new Date(Math.floor(now / ms) * ms);
};
const thisWindow = (ipHash: string, now: number) =>
  and(eq(rateLimits.key, rowKey(ipHash)), eq(rateLimits.windowStart, windowStart(now)));

/** True once this address has failed five times in the current 15-minute window. */
export async function isLockedOut(db: Database, ipHash: string, now = Date.now()): Promise<boolean> {
  const [row] = await db.select({ count: rateLimits.count }).from(rateLimits).where(thisWindow(ipHash, now));
  return (row?.count ?? 0) >= LOCKOUT_MAX_FAILURES;
}

/** Counts one failed sign-in; true when this failure locked the address. */
export async function recordFailedSignIn(db: Database, ipHash: string, now = Date.now()): Promise<boolean> {
  await hitRateLimit(db, baseKey(ipHash), [RULE], now);
  return isLockedOut(db, ipHash, now);
}

/** A successful sign-in forgets the address's earlier mistakes. */
export async function clearFailedSignIns(db: Database, ipHash: string, now = Date.now()): Promise<void> {
  await db.delete(rateLimits).where(thisWindow(ipHash, now));
}
