import "server-only";
import type { Database } from "@/lib/db/open";
import { signInSchema } from "@/lib/forms/sign-in";
import { clearHits, countHit, hitRateLimit, hitsSoFar, LIMITS, releaseHit } from "@/lib/rate-limit";
import { claimAccountAttempt, clearAccountAttempts } from "./lockout";

/**
 * What checking the credentials said. "ok-not-owner" (Supabase): right password, but not an owner; it signs in (the
 * not-allowed page explains) without clearing anyone's failures. "limited": Supabase refused to check (its 429),
 * which counts against the address as a wrong password does. "unavailable": the check itself could not run.
 */
export type AttemptOutcome = "ok" | "ok-not-owner" | "incorrect" | "limited" | "unconfirmed" | "unavailable";

export type { SignInState } from "@/lib/forms/sign-in";

const ADDRESS_RULES = [...LIMITS.signInAttempts];
const MAX_FAILURES = ADDRESS_RULES[0]!.limit;

type Requester = {
  /** The account (accountKey of the email typed), when one was named. */
  account?: string;
  /** This browser signed in as the account before (the owner_device cookie). */
  knownDevice?: boolean;
  /** The keyed hash of the client's IPv6 /48; none for IPv4. */
  site?: string;
};

/**
 * The limits around any credential check: the address's attempt is counted before it, atomically (five per 15
 * minutes, then even the right password is refused unchecked), and the `account`'s next slot must be open, unless
 * this browser signed in as it before, or the address is clean (under three failures today, its /48 under six) and
 * the account has let fewer than ten such checks past its delay today: so guessing from other addresses cannot keep
 * the owner out on a new browser, and no number of addresses buys more than ten undelayed guesses a day. Only an
 * owner's sign-in clears them; an unrun check does not count; Supabase refusing to check (429) counts as a failure.
 */
export async function guardedSignIn(
  db: Database,
  ipHash: string,
  attempt: () => Promise<AttemptOutcome>,
  now = Date.now(),
  { account, knownDevice, site }: Requester = {},
): Promise<Exclude<AttemptOutcome, "limited"> | "locked" | "throttled"> {
  const address = `signin:${ipHash}`;
  const failures = [`signin-failures:${ipHash}`, ...(site ? [`signin-failures48:${site}`] : [])];
  const cleanRules = [[...LIMITS.cleanAddressFailures], [...LIMITS.cleanSiteNetworkFailures]];
  const [used = Number.POSITIVE_INFINITY] = await countHit(db, address, ADDRESS_RULES, now);
  if (used > MAX_FAILURES) return "locked";
  const clean = async () => {
    for (const [i, key] of failures.entries()) {
      const [count = 0] = await hitsSoFar(db, key, cleanRules[i]!, now);
      if (count >= cleanRules[i]![0]!.limit) return false;
    }
    return true;
  };
  const exempted = `signin-clean-checks:${account}`;
  const exemptRule = [...LIMITS.cleanChecksPerAccount];
  // Counted only for a clean address, before its check: concurrent ones cannot overrun the day's number.
  const exempt = Boolean(
    account && !knownDevice && (await clean()) && (await hitRateLimit(db, exempted, exemptRule, now)),
  );
  const throttled = account && !knownDevice && !exempt;
  if (throttled && !(await claimAccountAttempt(db, account, now))) {
    await releaseHit(db, address, ADDRESS_RULES, now);
    return "throttled";
  }
  const outcome = await attempt();
  if (outcome === "ok") {
    await clearHits(db, address, ADDRESS_RULES, now);
    if (account) {
      await clearAccountAttempts(db, account);
      await clearHits(db, exempted, exemptRule, now);
    }
  }
  if (outcome === "unavailable") {
    await releaseHit(db, address, ADDRESS_RULES, now);
    if (exempt) await releaseHit(db, exempted, exemptRule, now);
  }
  if (outcome === "incorrect" || outcome === "limited") {
    for (const [i, key] of failures.entries()) await countHit(db, key, cleanRules[i]!, now);
  }
  if (outcome === "limited") return "locked";
  if (outcome === "incorrect" && used >= MAX_FAILURES) return "locked";
  return outcome;
}

/** Email (trimmed, capped) and password (kept as typed, capped) from a form post, or null when either is blank. */
export function readCredentials(formData: FormData) {
  const parsed = signInSchema.safeParse({ email: formData.get("email"), password: formData.get("password") });
  return parsed.success ? parsed.data : null;
}
