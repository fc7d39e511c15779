import "server-only";
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/open";
import { signInAccounts } from "@/lib/db/schema";
import { safeEqual } from "@/lib/safe-equal";

/** Attempts on one account that are checked at once; after these each check waits longer (1 s, 2 s, 4 s … 60 s). */
const ACCOUNT_FREE_ATTEMPTS = 5;
const ACCOUNT_MAX_DELAY_SECONDS = 60;
/** An account left alone this long starts again from no attempts. */
const ACCOUNT_MEMORY_SECONDS = 60 * 60;

/** The account as the throttle knows it: a keyed hash of the email typed, known account or not. */
export function accountKey(email: string, secret: string): string {
  return createHmac("sha256", secret).update(`signin-account:${email.trim().toLowerCase()}`).digest("hex");
}

/**
 * Takes the account's next check slot if it is open (true), moving it on by the delay its attempts have earned. One
 * statement, so concurrent attempts from any number of addresses get a slot each; a throttled owner waits. The free
 * attempts never wait: two sign-ins at once may reach the database in the other order than their clocks.
 */
export async function claimAccountAttempt(db: Database, account: string, now = Date.now()): Promise<boolean> {
  // As text: postgres.js takes no Date objects in raw SQL.
  const at = new Date(now).toISOString();
  const attempts = sql`(case when ${signInAccounts.updatedAt} < ${at}::timestamptz - make_interval(secs => ${ACCOUNT_MEMORY_SECONDS}) then 1 else ${signInAccounts.attempts} + 1 end)`;
  const delay = sql`make_interval(secs => case when ${attempts} < ${ACCOUNT_FREE_ATTEMPTS} then 0 else least(power(2, ${attempts} - ${ACCOUNT_FREE_ATTEMPTS}), ${ACCOUNT_MAX_DELAY_SECONDS}) end)`;
  const claimed = rowsOf<{ attempts: number }>(
    await db.execute(sql`
      insert into ${signInAccounts} (account, attempts, next_check_at, updated_at)
      values (${account}, 1, ${at}, ${at})
      on conflict (account) do update set
        attempts = ${attempts},
        next_check_at = ${at}::timestamptz + ${delay},
        updated_at = ${at}
      where ${signInAccounts.nextCheckAt} <= ${at} or ${attempts} < ${ACCOUNT_FREE_ATTEMPTS}
      returning attempts`),
  );
  return claimed.length > 0;
}

/** The owner got in: the account starts again from no attempts. */
export async function clearAccountAttempts(db: Database, account: string) {
  await db.execute(sql`delete from ${signInAccounts} where ${signInAccounts.account} = ${account}`);
}

/** Set when an owner signs in: this browser has been here before, so the account throttle lets it through. */
export const DEVICE_COOKIE = "owner_device";
export const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;

const sign = (secret: string, account: string, issuedAt: number) =>
  createHmac("sha256", secret).update(`owner-device:${account}:${issuedAt}`).digest("base64url");

/** A token vouching for one account (accountKey) on this browser. */
export function deviceToken(account: string, secret: string, now = Date.now()) {
  const issuedAt = Math.floor(now / 1000);
  return `${issuedAt}.${sign(secret, account, issuedAt)}`;
}

/** True for a token made for this account, unexpired: an attacker rotating addresses has none. */
export function isKnownDevice(token: string | undefined, account: string, secret: string, now = Date.now()) {
  if (!token || token.length > 100) return false;
  const [issued, signature = ""] = token.split(".");
  const issuedAt = Number(issued);
  if (!Number.isSafeInteger(issuedAt) || now / 1000 - issuedAt > DEVICE_TTL_SECONDS) return false;
  return safeEqual(sign(secret, account, issuedAt), signature);
}
