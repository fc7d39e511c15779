import "server-only";
import type { Database } from "@/lib/db/open";
import { signInSchema } from "@/lib/forms/sign-in";
import { clearHits, countHit, hitsSoFar, releaseHit } from "@/lib/rate-limit";
import { claimAccountAttempt, clearAccountAttempts } from "./lockout";

/**
 * What checking the credentials said. "ok-not-owner" (Supabase): right password, but not an owner; it signs in (the
 * not-allowed page explains) without clearing anyone's failures. "limited": Supabase refused to check (its 429),
 * which counts against the address as a wrong password does. "unavailable": the check itself could not run.
 */
export type AttemptOutcome = "ok" | "ok-not-owner" | "incorrect" | "limited" | "unconfirmed" | "unavailable";

export type { SignInState } from "@/lib/forms/sign-in";

const MAX_FAILURES = 5;
const ADDRESS_RULES = [{ limit: MAX_FAILURES, windowSeconds: 15 * 60 }];
/** Failures an address may have in a day and still skip the account's delay (see guardedSignIn). */
const CLEAN_ADDRESS_FAILURES = 3;
const FAILURE_RULES = [{ limit: CLEAN_ADDRESS_FAILURES, windowSeconds: 86_400 }];

/**
 * The limits around any credential check: the address's attempt is counted before it, atomically (five per 15
 * minutes, then even the right password is refused unchecked), and the `account`'s next slot must be open, unless
 * this browser signed in as it before or the address has failed fewer than three times today: so guessing from
 * other addresses cannot keep the owner out on a new browser. Only an owner's sign-in clears them; an unrun check
 * does not count; Supabase refusing to check (429) counts as a failure.
 */
export async function guardedSignIn(
  db: Database,
  ipHash: string,
  attempt: () => Promise<AttemptOutcome>,
  now = Date.now(),
  { account, knownDevice }: { account?: string; knownDevice?: boolean } = {},
): Promise<Exclude<AttemptOutcome, "limited"> | "locked" | "throttled"> {
  const address = `signin:${ipHash}`;
  const failures = `signin-failures:${ipHash}`;
  const [used = Number.POSITIVE_INFINITY] = await countHit(db, address, ADDRESS_RULES, now);
  if (used > MAX_FAILURES) return "locked";
  const throttled = account && !knownDevice && !(await isCleanAddress(db, failures, now));
  if (throttled && !(await claimAccountAttempt(db, account, now))) {
    await releaseHit(db, address, ADDRESS_RULES, now);
    return "throttled";
  }
  const outcome = await attempt();
  if (outcome === "ok") {
    await clearHits(db, address, ADDRESS_RULES, now);
    if (account) await clearAccountAttempts(db, account);
  }
  if (outcome === "unavailable") await releaseHit(db, address, ADDRESS_RULES, now);
  if (outcome === "incorrect" || outcome === "limited") await countHit(db, failures, FAILURE_RULES, now);
  if (outcome === "limited") return "locked";
  if (outcome === "incorrect" && used >= MAX_FAILURES) return "locked";
  return outcome;
}

const isCleanAddress = async (db: Database, failures: string, now: number) =>
  ((await hitsSoFar(db, failures, FAILURE_RULES, now))[0] ?? 0) < CLEAN_ADDRESS_FAILURES;

/** Email (trimmed, capped) and password (kept as typed, capped) from a form post, or null when either is blank. */
export function readCredentials(formData: FormData) {
  const parsed = signInSchema.safeParse({ email: formData.get("email"), password: formData.get("password") });
  return parsed.success ? parsed.data : null;
}
