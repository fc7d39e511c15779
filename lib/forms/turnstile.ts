import { turnstile } from "@/lib/env";

/** True when Turnstile is off, or Cloudflare confirms the token; a network failure counts as not verified. */
export async function verifyTurnstile(token: string | undefined, ip: string): Promise<boolean> {
  if (!turnstile) return true;
  if (!token || token.length > 2048) return false;
  try {
    const response = await fetch(turnstile.verifyUrl, {
      method: "POST",
      body: new URLSearchParams({ secret: turnstile.secretKey, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(5000),
    });
    const result = (await response.json()) as { success?: boolean };
    return result.success === true;
  } catch (error) {
    console.error(JSON.stringify({ event: "turnstile_error", error: String(error).slice(0, 200) }));
    return false;
  }
}
