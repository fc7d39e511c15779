import "server-only";
import { cookieName } from "@/lib/cookie-names";
import type { Database } from "@/lib/db/open";
import { appSecret } from "@/lib/secret";
import { missingAuthSettings, ownerEmails, supabaseConfig } from "./config";
import { localCredentials, type LocalCredentials } from "./local-credentials";
import { isSessionRevoked } from "./owner-registry";
import { passwordFingerprint, readSession, SESSION_COOKIE } from "./session";
import type { OwnerCheck, OwnerCookies } from "./types";

/** The local session, valid only for the owner and password configured now and until it is signed out. */
export async function localOwnerCheck(
  token: string | undefined,
  credentials: LocalCredentials | undefined,
  secret: string,
  now = Date.now(),
  isRevoked = async (_sessionId: string) => false,
): Promise<OwnerCheck> {
  if (!credentials) return { ok: false, reason: "not-configured" };
  const session = await readSession(token, secret, now);
  const valid =
    session?.owner.email === credentials.email.toLowerCase() &&
    session.passwordFingerprint === passwordFingerprint(credentials.password, secret) &&
    !(await isRevoked(session.sessionId));
  return valid ? { ok: true, owner: session.owner } : { ok: false, reason: "signed-out" };
}

/**
 * Who is asking, from the request's cookies, in whichever mode is configured. Usable outside Next. `ipHash`: the
 * client's address, which a due Supabase refresh counts against.
 */
export async function checkOwnerWith(
  cookies: OwnerCookies,
  db: Database,
  ipHash = "unknown",
): Promise<OwnerCheck> {
  if (missingAuthSettings().length) return { ok: false, reason: "not-configured" };
  const config = supabaseConfig();
  if (config) {
    const { createGatedSupabaseClient, supabaseOwnerCheck } = await import("./supabase-client");
    const client = await createGatedSupabaseClient(config, cookies, { ipHash, db: async () => db });
    return supabaseOwnerCheck(client, ownerEmails(), db);
  }
  const name = cookieName(SESSION_COOKIE, Boolean(cookies.https));
  const token = cookies.getAll().find((cookie) => cookie.name === name)?.value;
  return localOwnerCheck(token, localCredentials(), appSecret(), Date.now(), (id) =>
    isSessionRevoked(db, id),
  );
}
