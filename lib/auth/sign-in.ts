import type { Database } from "@/lib/db/open";
import { clearFailedSignIns, isLockedOut, recordFailedSignIn } from "./lockout";

/** What checking the credentials said; "unavailable" means the check itself could not run. */
export type AttemptOutcome = "ok" | "incorrect" | "unavailable";
export type SignInOutcome = AttemptOutcome | "locked";

/** What the sign-in form shows after a post. The password is never sent back. */
export type SignInState = { error?: string; email?: string; at?: number };

/**
 * The lock-out around any credential check: a locked address is refused before the check runs (so even the
 * right password fails), and only failures count towards the lock.
 */
export async function guardedSignIn(
  db: Database,
  ipHash: string,
  attempt: () => Promise<AttemptOutcome>,
  now = Date.now(),
): Promise<SignInOutcome> {
  if (await isLockedOut(db, ipHash, now)) return "locked";
  const outcome = await attempt();
  if (outcome === "incorrect") return (await recordFailedSignIn(db, ipHash, now)) ? "locked" : "incorrect";
  if (outcome === "ok") await clearFailedSignIns(db, ipHash, now);
  return outcome;
}

/** Email and password from a form post, or null when either is blank. */
export function readCredentials(formData: FormData): { email: string; password: string } | null {
  const email = formData.get("email");
  const password = formData.get("password");
  if (typeof email !== "string" || typeof password !== "string") return null;
  const trimmed = email.trim().slice(0, 254);
  if (!trimmed || !password) return null;
  return { email: trimmed, password: password.slice(0, 1024) };
}
