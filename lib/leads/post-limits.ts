import "server-only";
import type { Database } from "@/lib/db/open";
import { siteNetworkKey } from "@/lib/ip";
import { hitRateLimit, LIMITS } from "@/lib/rate-limit";
import { forSiteNetwork, SITE_NETWORK_FACTOR } from "@/lib/rate-limit/rules";
import { hashIp, keyedHash } from "@/lib/request/client";

export { SITE_NETWORK_FACTOR };
export const UNTIMED_DIVISOR = LIMITS.untimedPostsDivisor;

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
  const rules = LIMITS.formPosts();
  if (!(await hitRateLimit(db, `form:${kind}:${ipHash}`, rules))) return "address";
  const site = siteNetworkKey(ip);
  if (site && !(await hitRateLimit(db, `form48:${kind}:${keyedHash(site)}`, forSiteNetwork(rules))))
    return "network";
  const stricter = rules.map((rule) => ({
    ...rule,
    limit: Math.max(1, Math.floor(rule.limit / UNTIMED_DIVISOR)),
  }));
  if (!timed && !(await hitRateLimit(db, `form-untimed:${ipHash}`, stricter))) return "untimed";
  return null;
}
