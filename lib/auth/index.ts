import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/lib/db";
import { clientIp, hashIp } from "@/lib/request/client";
import { isHttpsRequest, secureOnHttps } from "@/lib/request/protocol";
import { checkOwnerWith } from "./owner-check";
import type { OwnerCookies } from "./types";
import { LOGIN_PATH, NOT_ALLOWED_PATH } from "@/lib/routes";

export { authMode, missingAuthSettings } from "./config";
export { LOGIN_PATH, NOT_ALLOWED_PATH, SETTINGS_PATH } from "@/lib/routes";

/** Next's request cookies as the adapter both auth modes read (and, in actions, write). */
export async function nextCookies(): Promise<OwnerCookies> {
  const store = await cookies();
  const https = isHttpsRequest(await headers());
  return {
    https,
    getAll: () => store.getAll().map(({ name, value }) => ({ name, value })),
    setAll(toSet) {
      try {
        for (const { name, value, options } of toSet) store.set(name, value, secureOnHttps(options, https));
      } catch {
        // Server components may not set cookies; the proxy has already refreshed the session.
      }
    },
  };
}

/** The signed-in owner of this request, verified on the server; once per request however often it is asked. */
export const getOwner = cache(async () =>
  checkOwnerWith(await nextCookies(), await getDb(), hashIp(clientIp(await headers()))),
);

/** For owner pages: the owner, or a redirect to sign-in (which explains a missing setup) or the not-allowed page. */
export async function requireOwnerOrRedirect() {
  const check = await getOwner();
  if (check.ok) return check.owner;
  redirect(check.reason === "not-allowed" ? NOT_ALLOWED_PATH : LOGIN_PATH);
}
