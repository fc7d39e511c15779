import "server-only";
import type { Database } from "@/lib/db/open";
import { authMode, ownerEmails } from "./config";
import { localCredentials } from "./local-credentials";
import { pinnedOwnerIds } from "./owner-registry";
import { localOwnerId } from "./session";

/** The owners configured now: settings saved by anyone else (an owner since removed) no longer take effect. */
export async function currentOwnerIds(db: Database): Promise<string[]> {
  if (authMode() === "supabase") return pinnedOwnerIds(db, ownerEmails());
  const credentials = localCredentials();
  return credentials ? [localOwnerId(credentials.email)] : [];
}
