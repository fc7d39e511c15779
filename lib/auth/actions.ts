"use server";

import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { signInErrors } from "@/content/auth";
import { cookieName } from "@/lib/cookie-names";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { isFormData } from "@/lib/forms/form-data";
import { errorText, logEvent } from "@/lib/log";
import { siteNetworkKey } from "@/lib/ip";
import { clientIp, hashIp, keyedHash } from "@/lib/request/client";
import { isHttpsRequest } from "@/lib/request/protocol";
import { appSecret } from "@/lib/secret";
import { missingAuthSettings, ownerEmails, supabaseConfig } from "./config";
import { credentialsMatch, localCredentials } from "./local-credentials";
import { accountKey, DEVICE_COOKIE, DEVICE_TTL_SECONDS, deviceToken, isKnownDevice } from "./lockout";
import { revokeSession } from "./owner-registry";
import { LOGIN_PATH, SETTINGS_PATH } from "@/lib/routes";
import { readSession, SESSION_COOKIE, sessionCookieOptions, signSession } from "./session";
import { guardedSignIn, readCredentials, type SignInState } from "./sign-in";
import { nextCookies } from "./index";

type CookieContext = Awaited<ReturnType<typeof cookieContext>>;
type RequestContext = Awaited<ReturnType<typeof requestContext>>;

async function cookieContext() {
  const https = isHttpsRequest(await headers());
  const secure = env().NODE_ENV === "production" || https;
  return { store: await cookies(), https, secure, secret: appSecret() };
}

const requestContext = async () => ({ ...(await cookieContext()), db: await getDb() });

async function localAttempt(context: RequestContext, email: string, password: string) {
  const expected = localCredentials();
  if (!expected || !credentialsMatch(expected, email, password)) return "incorrect";
  const token = await signSession(expected.email, context.secret, Date.now(), expected.password);
  context.store.set(cookieName(SESSION_COOKIE, context.https), token, sessionCookieOptions(context.secure));
  return "ok";
}

async function supabaseAttempt(context: RequestContext, email: string, password: string) {
  const { createSupabaseClient, supabaseSignIn, vetSupabaseOwner } = await import("./supabase-client");
  const client = createSupabaseClient(supabaseConfig()!, await nextCookies());
  return supabaseSignIn(client, email, password, (user) => vetSupabaseOwner(context.db, ownerEmails(), user));
}

async function attemptSignIn(email: string, password: string) {
  const context = await requestContext();
  const { db, store, secret, secure } = context;
  const ip = clientIp(await headers());
  const ipHash = hashIp(ip);
  const network = siteNetworkKey(ip);
  const account = accountKey(email, secret);
  const deviceCookie = cookieName(DEVICE_COOKIE, context.https);
  const knownDevice = isKnownDevice(store.get(deviceCookie)?.value, account, secret);
  const attempt = supabaseConfig() ? supabaseAttempt : localAttempt;
  const check = () => attempt(context, email, password);
  const site = network && keyedHash(network);
  const outcome = await guardedSignIn(db, ipHash, check, Date.now(), { account, knownDevice, site });
  if (outcome === "ok") {
    // This browser may sign in again even while someone else is guessing at the account.
    store.set(deviceCookie, deviceToken(account, secret), sessionCookieOptions(secure, DEVICE_TTL_SECONDS));
  }
  logEvent("info", outcome === "ok" ? "owner_signed_in" : "owner_sign_in_refused", { outcome, ipHash });
  return outcome;
}

/** The sign-in form's action (works without JavaScript): on success straight to /settings. */
export async function signIn(_previous: SignInState, formData: FormData): Promise<SignInState> {
  if (!isFormData(formData)) return { error: signInErrors.missing, at: Date.now() };
  const typed = formData.get("email");
  const email = typeof typed === "string" ? typed.slice(0, 254) : "";
  const fail = (error: string): SignInState => ({ error, email, at: Date.now() });
  const input = readCredentials(formData);
  if (!input) return fail(signInErrors.missing);
  if (missingAuthSettings().length) return fail(signInErrors.notConfigured);
  const outcome = await attemptSignIn(input.email, input.password).catch((error) => {
    logEvent("error", "owner_sign_in_failed", { error: errorText(error) });
    return "unavailable" as const;
  });
  if (outcome !== "ok" && outcome !== "ok-not-owner") return fail(signInErrors[outcome]);
  redirect(SETTINGS_PATH);
}

/** Ends the session in either mode, on the server too (a copied cookie stops working), then back to sign-in. */
export async function signOut(): Promise<void> {
  const browser = await cookieContext();
  const sessionCookie = cookieName(SESSION_COOKIE, browser.https);
  try {
    // The database only for the revocation: when it is down, Supabase is still told and the cookies still go.
    if (supabaseConfig()) await signOutOfSupabase(browser);
    else {
      const session = await readSession(browser.store.get(sessionCookie)?.value, browser.secret);
      if (session) await revokeSession(await getDb(), session.sessionId, session.expiresAt);
    }
  } catch (error) {
    // The cookies still go below: this browser is signed out either way.
    logEvent("error", "owner_sign_out_failed", { error: errorText(error) });
  }
  clearCookie(browser, sessionCookie);
  logEvent("info", "owner_signed_out", {});
  redirect(LOGIN_PATH);
}

async function signOutOfSupabase(browser: CookieContext) {
  const { createGatedSupabaseClient, endSupabaseSession, SUPABASE_COOKIE } =
    await import("./supabase-client");
  const requester = { ipHash: hashIp(clientIp(await headers())), db: getDb };
  const client = await createGatedSupabaseClient(supabaseConfig()!, await nextCookies(), requester);
  let told = false;
  try {
    told = await endSupabaseSession(client, getDb);
  } finally {
    // Unless Supabase cleared them, the cookies go here: this browser is signed out either way.
    const prefix = cookieName(SUPABASE_COOKIE, browser.https);
    if (!told)
      for (const { name } of browser.store.getAll()) if (name.startsWith(prefix)) clearCookie(browser, name);
  }
}

/** Deleted with the attributes it was set with: a browser ignores a __Host- cookie that comes without Secure. */
function clearCookie({ store, secure }: CookieContext, name: string) {
  store.set(name, "", sessionCookieOptions(secure, 0));
}
