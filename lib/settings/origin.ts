import "server-only";
type HeaderReader = { get(name: string): string | null };

/**
 * The request came from this site's own pages (or was typed into the address bar): the check Next applies
 * to server actions, for route handlers. Browsers that send Sec-Fetch-Site are judged by it as well.
 */
export function isSameOriginRequest(headers: HeaderReader): boolean {
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = headers.get("origin");
  if (!origin) return true;
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
  try {
    return Boolean(host) && new URL(origin).host === host;
  } catch {
    return false;
  }
}
