"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { signInErrors } from "@/content/auth";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { isFormData } from "@/lib/forms/form-data";
import { errorText } from "@/lib/log";
import { clientIp, hashIp } from "@/lib/request-meta";
import { isHttpsRequest } from "@/lib/request-protocol";
import { appSecret } from "@/lib/secret";
import { missingAuthSettings, supabaseConfig } from "./config";
import { credentialsMatch, localCredentials } from "./local-credentials";
import { LOGIN_PATH, SETTINGS_PATH } from "./routes";
import { SESSION_COOKIE, sessionCookieOptions, signSession } from "./session";
import { guardedSignIn, readCredentials, type SignInOutcome, type SignInState } from "./sign-in";
import { createSupabaseServerClient } from "./supabase-server";

const log = (event: string, data: Record<string, unknown>) =>
  console.info(JSON.stringify({ event, ...data }));

async function attemptSignIn(email: string, password: string): Promise<SignInOutcome> {
  const db = await getDb();
  const headerStore = await headers();
  const ipHash = hashIp(clientIp(headerStore));
  const supabase = supabaseConfig();
  const outcome = supabase
    ? await guardedSignIn(db, ipHash, async () =>
        (await import("./supabase-client")).supabaseSignIn(
          await createSupabaseServerClient(supabase),
          email,
          password,
        ),
      )
    : await guardedSignIn(db, ipHash, async () => {
        const expected = localCredentials();
        if (!expected || !credentialsMatch(expected, email, password)) return "incorrect";
        const token = await signSession(expected.email, appSecret());
        const secure = env.NODE_ENV === "production" || isHttpsRequest(headerStore);
        (await cookies()).set(SESSION_COOKIE, token, sessionCookieOptions(secure));
        return "ok";
      });
  log(outcome === "ok" ? "owner_signed_in" : "owner_sign_in_refused", { outcome, ipHash });
  return outcome;
}

/** The sign-in form's action (works without JavaScript): on success straight to /settings. */
export async function signIn(_previous: SignInState, formData: FormData): Promise<SignInState> {
  if (!isFormData(formData)) return { error: signInErrors.missing, at: Date.now() };
  const typed = formData.get("email");
  const fail = (error: string): SignInState => ({
    error,
    email: typeof typed === "string" ? typed.slice(0, 254) : "",
    at: Date.now(),
  });
  const input = readCredentials(formData);
  if (!input) return fail(signInErrors.missing);
  if (missingAuthSettings().length) return fail(signInErrors.notConfigured);

  let outcome: SignInOutcome;
  try {
    outcome = await attemptSignIn(input.email, input.password);
  } catch (error) {
    console.error(JSON.stringify({ event: "owner_sign_in_failed", error: errorText(error) }));
    outcome = "unavailable";
  }
  if (outcome !== "ok") return fail(signInErrors[outcome]);
  redirect(SETTINGS_PATH);
}

/** Ends the session in either mode, then back to the sign-in page. */
export async function signOut(): Promise<void> {
  const supabase = supabaseConfig();
  const store = await cookies();
  if (supabase) {
    const { supabaseSignOut } = await import("./supabase-client");
    const cleared = await supabaseSignOut(await createSupabaseServerClient(supabase));
    // If Supabase could not be told, the cookies still go: this browser is signed out either way.
    if (!cleared) {
      for (const { name } of store.getAll()) if (/^sb-.+-auth-token/.test(name)) store.delete(name);
    }
  }
  store.delete(SESSION_COOKIE);
  log("owner_signed_out", {});
  redirect(LOGIN_PATH);
}
