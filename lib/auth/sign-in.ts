import type { Database } from "@/lib/db/open";
import {
  claimAccountAttempt,
  claimAddressAttempt,
  clearAccountAttempts,
  clearAddressAttempts,
  LOCKOUT_MAX_FAILURES,
  releaseAddressAttempt,
} from "./lockout";
import { z } from "zod";

/**
 * What checking the credentials said. "ok-not-owner": right password, but not an account that may open Settings
 * (Supabase mode); it signs in (the not-allowed page explains) without clearing anyone's failures. "unconfirmed": right
 * password, email never confirmed; "unavailable": the check itself could not run.
 */
export type AttemptOutcome = "ok" | "ok-not-owner" | "incorrect" | "unconfirmed" | "unavailable";
export type SignInOutcome = AttemptOutcome | "locked" | "throttled";

/** What the sign-in form shows after a post. The password is never sent back. */
export type SignInState = { error?: string; email?: string; at?: number };

export type SignInGuard = {
  /** Keyed hash of the account typed (lockout.ts accountKey); without it only the address is limited. */
  account?: string;
  /** The browser has signed in as this owner before (a device cookie): the account throttle lets it through. */
  knownDevice?: boolean;
};

/**
 * The limits around any credential check. The address's attempt is counted before the check (five per 15 minutes;
 * then even the right password is refused unchecked); the account's next slot must be open (a progressive delay across
 * all addresses). Only an owner's successful sign-in clears them.
 */
export async function guardedSignIn(
  db: Database,
  ipHash: string,
  attempt: () => Promise<AttemptOutcome>,
  now = Date.now(),
  guard: SignInGuard = {},
): Promise<SignInOutcome> {
  const used = await claimAddressAttempt(db, ipHash, now);
  if (used > LOCKOUT_MAX_FAILURES) return "locked";
  if (guard.account && !guard.knownDevice && !(await claimAccountAttempt(db, guard.account, now))) {
    await releaseAddressAttempt(db, ipHash, now);
    return "throttled";
  }
  const outcome = await attempt();
  if (outcome === "ok") {
    await clearAddressAttempts(db, ipHash, now);
    if (guard.account) await clearAccountAttempts(db, guard.account);
  }
  if (outcome === "unavailable") await releaseAddressAttempt(db, ipHash, now);
  if (outcome === "incorrect" && used >= LOCKOUT_MAX_FAILURES) return "locked";
  return outcome;
}

/** The sign-in form: an email (trimmed, capped) and a password (kept as typed, capped); neither blank. */
export const signInSchema = z.object({
  email: z
    .string()
    .transform((email) => email.trim().slice(0, 254))
    .pipe(z.string().min(1)),
  password: z
    .string()
    .min(1)
    .transform((password) => password.slice(0, 1024)),
});

/** Email and password from a form post, or null when either is blank. */
export function readCredentials(formData: FormData): z.output<typeof signInSchema> | null {
  const parsed = signInSchema.safeParse({ email: formData.get("email"), password: formData.get("password") });
  return parsed.success ? parsed.data : null;
}
