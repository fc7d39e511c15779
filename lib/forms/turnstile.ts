import "server-only";
import { siteUrl, turnstile } from "@/lib/env";
import { logEvent } from "@/lib/log";

// True when Turnstile is off, or Cloudflare confirms the token was solved on this site's host for this form (a
// token solved elsewhere or for another widget is refused); a network failure counts as not verified.
export async function verifyTurnstile(token: string | undefined, ip: string, action?: string) {
  const config = turnstile();
  if (!config) return true;
  if (!token || token.length > 2048) return false;
  try {
    const response = await fetch(config.verifyUrl, {
      method: "POST",
      body: new URLSearchParams({ secret: config.secretKey, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(5000),
    });
    const result = (await response.json()) as { success?: boolean; hostname?: string; action?: string };
    if (result.success !== true) return false;
    if (
      result.hostname !== new URL(siteUrl()).hostname ||
      (action !== undefined && result.action !== action)
    ) {
      logEvent("warn", "turnstile_mismatch", { hostname: result.hostname, action: result.action });
      return false;
    }
    return true;
  } catch (error) {
    logEvent("error", "turnstile_error", { error: String(error).slice(0, 200) });
    return false;
  }
}
