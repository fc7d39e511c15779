import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/lib/db";
import { checkOwnerWith } from "./owner-check";
import { LOGIN_PATH, NOT_ALLOWED_PATH } from "./routes";
import { nextCookies } from "./supabase-server";
import type { Owner, OwnerCheck } from "./types";

export { authMode, missingAuthSettings } from "./config";
export { LOGIN_PATH, NOT_ALLOWED_PATH, SETTINGS_PATH } from "./routes";
export type { AuthMode, Owner, OwnerCheck } from "./types";

/** The signed-in owner of this request, verified on the server; once per request however often it is asked. */
export const getOwner = cache(async (): Promise<OwnerCheck> =>
  checkOwnerWith(await nextCookies(), await getDb()),
);

/**
 * For owner pages: the owner, or a redirect to sign-in (signed out, or auth not configured: /login explains
 * what to set) or to the not-allowed page. Never carries a message in the URL.
 */
export async function requireOwnerOrRedirect(): Promise<Owner> {
  const check = await getOwner();
  if (check.ok) return check.owner;
  redirect(check.reason === "not-allowed" ? NOT_ALLOWED_PATH : LOGIN_PATH);
}
