import "server-only";
import { createServerClient } from "@supabase/ssr";
import type { SupabaseClient, User } from "@supabase/supabase-js";
import { cookieName } from "@/lib/cookie-names";
import type { Database } from "@/lib/db/open";
import type { SupabaseConfig } from "./config";
import type { OwnerCookies } from "./types";
import { isSessionRevoked, pinnedOwnerId, pinOwner, revokeSession } from "./owner-registry";
import type { AttemptOutcome } from "./sign-in";
import { gatedSessionCookies, SUPABASE_COOKIE, type Requester } from "./supabase-session-gate";
import type { OwnerCheck } from "./types";
import { logEvent } from "@/lib/log";

export { SUPABASE_COOKIE };

/** A per-request client over a cookie adapter; HttpOnly cookies, as every auth step runs on the server. */
export function createSupabaseClient(config: SupabaseConfig, cookies: OwnerCookies) {
  const https = Boolean(cookies.https);
  return createServerClient(config.url, config.key, {
    cookies,
    cookieOptions: {
      name: cookieName(SUPABASE_COOKIE, https),
      httpOnly: true,
      secure: config.secureCookies || https,
      sameSite: "lax",
      path: "/",
    },
  });
}

/** A client that sees the browser's session only if the project signed it (see supabase-session-gate.ts). */
export async function createGatedSupabaseClient(
  config: SupabaseConfig,
  cookies: OwnerCookies,
  requester: Requester,
) {
  return createSupabaseClient(config, await gatedSessionCookies(cookies, config, requester));
}

/**
 * The owner from the verified access token (getClaims, never getSession) on OWNER_EMAILS. With the database, a
 * signed-out session is refused, and so is an account that took over an owner's email from the user it was pinned to.
 */
export async function supabaseOwnerCheck(
  client: SupabaseClient,
  allowed: string[],
  db?: Database,
): Promise<OwnerCheck> {
  if (allowed.length === 0) return { ok: false, reason: "not-configured" };
  const { data, error } = await client.auth.getClaims();
  const claims = data?.claims;
  if (error || !claims?.sub) return { ok: false, reason: "signed-out" };
  const email = typeof claims.email === "string" ? claims.email.toLowerCase() : "";
  if (!email || !allowed.includes(email))
    return { ok: false, reason: "not-allowed", email: email || undefined };
  if (db) {
    const sessionId = typeof claims.session_id === "string" ? claims.session_id : undefined;
    if (sessionId && (await isSessionRevoked(db, sessionId))) return { ok: false, reason: "signed-out" };
    const pinned = (await pinnedOwnerId(db, email)) ?? (await pinIfConfirmed(db, client, claims.sub, email));
    if (pinned !== claims.sub) return { ok: false, reason: "not-allowed", email };
  }
  return { ok: true, owner: { id: claims.sub, email } };
}

/** A session from before pinning existed: one round trip to Supabase to see the user is confirmed, then pinned. */
async function pinIfConfirmed(db: Database, client: SupabaseClient, sub: string, email: string) {
  const { data } = await client.auth.getUser();
  if (data.user?.id !== sub || !data.user.email_confirmed_at) return undefined;
  return pinOwner(db, email, sub);
}

/** Email and password against Supabase; a user `vet` refuses outright is signed out again at once. */
export async function supabaseSignIn(
  client: SupabaseClient,
  email: string,
  password: string,
  vet?: (user: User) => Promise<AttemptOutcome>,
): Promise<AttemptOutcome> {
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (!error) {
    const outcome = vet && data.user ? await vet(data.user) : "ok";
    if (outcome !== "ok" && outcome !== "ok-not-owner") await client.auth.signOut({ scope: "local" });
    return outcome;
  }
  // Supabase limits sign-ins per server address: its 429 counts against the address that asked, as a wrong password
  // does, so a stranger cannot keep spending the owner's allowance.
  if (error.status === 429) {
    logEvent("warn", "supabase_sign_in_limited", {});
    return "limited";
  }
  // Wrong password, unknown or unconfirmed user: all "incorrect", so the answer reveals no account.
  if (error.status && error.status >= 400 && error.status < 500) return "incorrect";
  logEvent("error", "supabase_sign_in_failed", { status: error.status, error: error.message });
  return "unavailable";
}

/** After a correct password: an owner with a confirmed email, pinned to this user, is let in. */
export async function vetSupabaseOwner(db: Database, allowed: string[], user: User): Promise<AttemptOutcome> {
  const email = user.email?.toLowerCase() ?? "";
  if (!email || !allowed.includes(email)) return "ok-not-owner";
  if (!user.email_confirmed_at) return "unconfirmed";
  if ((await pinOwner(db, email, user.id)) !== user.id) {
    logEvent("warn", "owner_identity_mismatch", { userId: user.id });
    return "ok-not-owner";
  }
  return "ok";
}

/** Ends this browser's session at Supabase and clears its cookies; false when Supabase refused or was down. */
export async function supabaseSignOut(client: SupabaseClient) {
  const { error } = await client.auth.signOut({ scope: "local" });
  if (error) logEvent("warn", "supabase_sign_out_failed", { error: error.message });
  return !error;
}

/** Far enough: a session Supabase was not told about can be refreshed for as long as Supabase keeps it. */
const NEVER = new Date("9999-12-31T00:00:00Z");

/**
 * Signs this browser out at Supabase and refuses its session here too, so a copied cookie stops working: until its
 * access token expires, or for good when Supabase could not be told (its refresh token lives on there). False then.
 */
export async function endSupabaseSession(
  client: SupabaseClient,
  db: () => Promise<Database>,
): Promise<boolean> {
  // Verified claims: with Supabase down and the access token expired there are none, and nothing is revoked here.
  const claims = (await client.auth.getClaims()).data?.claims;
  const told = await supabaseSignOut(client);
  if (typeof claims?.session_id === "string" && typeof claims.exp === "number") {
    await revokeSession(await db(), claims.session_id, told ? new Date(claims.exp * 1000) : NEVER);
  }
  return told;
}
