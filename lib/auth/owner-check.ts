import type { SetAllCookies } from "@supabase/ssr";
import { appSecret } from "@/lib/secret";
import { missingAuthSettings, ownerEmails, supabaseConfig } from "./config";
import { localCredentials, type LocalCredentials } from "./local-credentials";
import { SESSION_COOKIE, verifySession } from "./session";
import type { OwnerCheck } from "./types";

/** The request's cookies, read synchronously; setAll lets a Supabase refresh write back where allowed. */
export type OwnerCookies = { getAll: () => { name: string; value: string }[]; setAll: SetAllCookies };

/** The local session cookie, valid only for the owner configured now (changing OWNER_EMAIL ends old sessions). */
export async function localOwnerCheck(
  token: string | undefined,
  credentials: LocalCredentials | undefined,
  secret: string,
  now = Date.now(),
): Promise<OwnerCheck> {
  if (!credentials) return { ok: false, reason: "not-configured" };
  const owner = await verifySession(token, secret, now);
  if (!owner || owner.email !== credentials.email.toLowerCase()) return { ok: false, reason: "signed-out" };
  return { ok: true, owner };
}

/** Who is asking, from the request's cookies, in whichever mode is configured. Usable outside Next. */
export async function checkOwnerWith(cookies: OwnerCookies): Promise<OwnerCheck> {
  if (missingAuthSettings().length) return { ok: false, reason: "not-configured" };
  const config = supabaseConfig();
  if (config) {
    const { createSupabaseClient, supabaseOwnerCheck } = await import("./supabase-client");
    return supabaseOwnerCheck(createSupabaseClient(config, cookies), ownerEmails());
  }
  const token = cookies.getAll().find((cookie) => cookie.name === SESSION_COOKIE)?.value;
  return localOwnerCheck(token, localCredentials(), appSecret());
}
