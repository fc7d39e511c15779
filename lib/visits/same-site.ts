import "server-only";
import { siteUrl } from "@/lib/env";
import type { HeaderReader } from "@/lib/request-meta";

/** This site's own pages sent it: an Origin, or failing that a Referer, naming this host or the public site's. */
export function isSameSite(headers: HeaderReader, requestHost: string): boolean {
  const origin = headers.get("origin");
  const claimed = origin && origin !== "null" ? origin : origin ? null : headers.get("referer");
  if (!claimed) return false;
  try {
    const host = new URL(claimed).host;
    return host === requestHost || host === new URL(siteUrl()).host;
  } catch {
    return false;
  }
}
