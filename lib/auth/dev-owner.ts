import "server-only";
import { logEvent } from "@/lib/log";
import { authMode, missingAuthSettings } from "./config";
import { devOwnerPath, localCredentials } from "./local-credentials";
import { LOGIN_PATH } from "./routes";

/**
 * Called once at server start: in development without OWNER_EMAIL/OWNER_PASSWORD, creates the local owner
 * and prints how to sign in; otherwise warns when the owner area cannot work yet.
 */
export async function ensureDevOwner(): Promise<void> {
  const missing = missingAuthSettings();
  if (missing.length) {
    logEvent("warn", "owner_area_not_configured", { mode: authMode(), missing });
    return;
  }
  const credentials = authMode() === "local" ? localCredentials() : undefined;
  if (credentials?.source !== "generated") return;
  logEvent("info", "dev_owner", {
    message: `Sign in at ${LOGIN_PATH} with these development credentials (set OWNER_EMAIL and OWNER_PASSWORD to choose your own)`,
    email: credentials.email,
    password: credentials.password,
    file: devOwnerPath(),
  });
}
