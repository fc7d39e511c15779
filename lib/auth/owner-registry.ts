import "server-only";
import { eq, inArray, lt } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { ownerIdentities, revokedSessions } from "@/lib/db/schema";

/** Sign-out: the session is refused from now on, even if its cookie was copied elsewhere. */
export async function revokeSession(db: Database, sessionId: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedSessions).values({ sessionId, expiresAt }).onConflictDoNothing();
  // Expired sessions are refused anyway; their entries go now and then.
  if (Math.random() < 0.1) await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, new Date()));
}

export async function isSessionRevoked(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: revokedSessions.sessionId })
    .from(revokedSessions)
    .where(eq(revokedSessions.sessionId, sessionId));
  return Boolean(row);
}

/** The Supabase user an owner email is pinned to, if it has been seen yet. */
export async function pinnedOwnerId(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: ownerIdentities.userId })
    .from(ownerIdentities)
    .where(eq(ownerIdentities.email, email.toLowerCase()));
  return row?.userId;
}

/**
 * Pins an owner email to a Supabase user the first time a confirmed user signs in with it; returns the pinned id,
 * which differs from `userId` when another user was seen first (a re-created account, or one that took the email).
 */
export async function pinOwner(db: Database, email: string, userId: string): Promise<string | undefined> {
  await db.insert(ownerIdentities).values({ email: email.toLowerCase(), userId }).onConflictDoNothing();
  return pinnedOwnerId(db, email);
}

/** The Supabase user ids of the owners listed now (removed owners' pins stay, but no longer count). */
export async function pinnedOwnerIds(db: Database, emails: string[]): Promise<string[]> {
  if (!emails.length) return [];
  const rows = await db
    .select({ userId: ownerIdentities.userId })
    .from(ownerIdentities)
    .where(inArray(ownerIdentities.email, emails));
  return rows.map((row) => row.userId);
}
