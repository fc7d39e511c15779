import "server-only";
import type { Database } from "@/lib/db/open";
import { siteNetworkKey } from "@/lib/ip";
import { formRules, hitRateLimit } from "@/lib/rate-limit";
import { hashIp, keyedHash } from "@/lib/request/client";

/** How many addresses' worth one IPv6 /48 may post: looser than one /64, far below its 65,536 /64s. */
export const SITE_NETWORK_FACTOR = 4;
/** A post without the form page's cookie (a script, not a browser that loaded the form) gets a fifth. */
export const UNTIMED_DIVISOR = 5;

/** Which limit refused a post: the address's, its IPv6 /48's, or the one for posts that skipped the form page. */
export type PostLimit = "address" | "network" | "untimed";

/**
 * Counts one accepted post against each limit that applies and names the first one it exceeds, or null. `timed`:
 * the post carries a valid form cookie, or Turnstile vouched for it.
 */
export async function exceededPostLimit(
  db: Database,
  { kind, ip, timed }: { kind: string; ip: string; timed: boolean },
): Promise<PostLimit | null> {
  const ipHash = hashIp(ip);
  if (!(await hitRateLimit(db, `form:${kind}:${ipHash}`, formRules()))) return "address";
  const site = siteNetworkKey(ip);
  const wider = formRules().map((rule) => ({ ...rule, limit: rule.limit * SITE_NETWORK_FACTOR }));
  if (site && !(await hitRateLimit(db, `form48:${kind}:${keyedHash(site)}`, wider))) return "network";
  const stricter = formRules().map((rule) => ({
    ...rule,
    limit: Math.max(1, Math.floor(rule.limit / UNTIMED_DIVISOR)),
  }));
  if (!timed && !(await hitRateLimit(db, `form-untimed:${ipHash}`, stricter))) return "untimed";
  return null;
}
