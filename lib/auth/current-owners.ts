import type { Database } from "@/lib/db/open";
import { authMode, ownerEmails } from "./config";
import { localCredentials } from "./local-credentials";
import { pinnedOwnerIds } from "./owner-registry";
import { localOwnerId } from "./session";

/**
 * The ids of the owners configured now: the local owner, or the Supabase users pinned to OWNER_EMAILS. Settings saved
 * by anyone else (an owner since removed) no longer take effect, webhooks included.
 */
export async function currentOwnerIds(db: Database): Promise<string[]> {
  if (authMode() === "supabase") return pinnedOwnerIds(db, ownerEmails());
  const credentials = localCredentials();
  return credentials ? [localOwnerId(credentials.email)] : [];
}
