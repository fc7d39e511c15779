import "server-only";
import { logEvent } from "@/lib/log";
import { authMode, missingAuthSettings } from "./config";
import { devOwnerPath, localCredentials } from "./local-credentials";
import { LOGIN_PATH } from "@/lib/routes";

/** At server start: prints the generated development owner's sign-in, or warns what the owner area still needs. */
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
