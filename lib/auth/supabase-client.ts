import { createServerClient, type CookieMethodsServer } from "@supabase/ssr";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { SupabaseConfig } from "./config";
import type { AttemptOutcome } from "./sign-in";
import type { OwnerCheck } from "./types";

/**
 * A per-request Supabase client over a cookie adapter (Next's cookies(), the proxy's request/response, or a
 * test's in-memory store). Cookies are HttpOnly: every auth step runs on the server, no script needs them.
 */
export function createSupabaseClient(config: SupabaseConfig, cookies: CookieMethodsServer): SupabaseClient {
  return createServerClient(config.url, config.key, {
    cookies,
    cookieOptions: { httpOnly: true, secure: config.secureCookies, sameSite: "lax", path: "/" },
  });
}

/** The owner from the verified access token (getClaims, never getSession), checked against OWNER_EMAILS. */
export async function supabaseOwnerCheck(client: SupabaseClient, allowed: string[]): Promise<OwnerCheck> {
  if (allowed.length === 0) return { ok: false, reason: "not-configured" };
  const { data, error } = await client.auth.getClaims();
  const claims = data?.claims;
  if (error || !claims?.sub) return { ok: false, reason: "signed-out" };
  const email = typeof claims.email === "string" ? claims.email.toLowerCase() : "";
  if (!email || !allowed.includes(email))
    return { ok: false, reason: "not-allowed", email: email || undefined };
  return { ok: true, owner: { id: claims.sub, email } };
}

export async function supabaseSignIn(
  client: SupabaseClient,
  email: string,
  password: string,
): Promise<AttemptOutcome> {
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (!error) return "ok";
  // Wrong password, unknown or unconfirmed user: all "incorrect", so the answer reveals no account.
  if (error.status && error.status >= 400 && error.status < 500 && error.status !== 429) return "incorrect";
  console.error(
    JSON.stringify({ event: "supabase_sign_in_failed", status: error.status, error: error.message }),
  );
  return "unavailable";
}

/** Ends this browser's session at Supabase and clears its cookies; false when Supabase refused or was down. */
export async function supabaseSignOut(client: SupabaseClient): Promise<boolean> {
  const { error } = await client.auth.signOut({ scope: "local" });
  if (error) console.warn(JSON.stringify({ event: "supabase_sign_out_failed", error: error.message }));
  return !error;
}
