import "server-only";
import type { Database } from "@/lib/db/open";
import { siteNetworkKey } from "@/lib/ip";
import { countHits, LIMITS } from "@/lib/rate-limit";
import { forSiteNetwork, SITE_NETWORK_FACTOR } from "@/lib/rate-limit/rules";
import { hashIp, keyedHash } from "@/lib/request/client";

export const ADDRESS_RULES = [...LIMITS.visitReports];
export const SITE_NETWORK_RULES = forSiteNetwork(ADDRESS_RULES);
export { SITE_NETWORK_FACTOR };

/**
 * The reports each allowance still has room for (the first ones of each address): every address (an IPv4 address or
 * an IPv6 /64) against its own, and what an IPv6 /64 allows against its /48's as well.
 */
export async function withinAllowance<V extends { ip: string }>(db: Database, visits: V[], now: Date) {
  const byAddress = await allowed(db, visits, (visit) => `visit:${hashIp(visit.ip)}`, ADDRESS_RULES, now);
  const inSites = byAddress.filter((visit) => siteNetworkKey(visit.ip));
  if (inSites.length === 0) return byAddress;
  const site = (visit: V) => `visit48:${keyedHash(siteNetworkKey(visit.ip)!)}`;
  const bySite = new Set(await allowed(db, inSites, site, SITE_NETWORK_RULES, now));
  return byAddress.filter((visit) => !siteNetworkKey(visit.ip) || bySite.has(visit));
}

async function allowed<V>(
  db: Database,
  visits: V[],
  keyOf: (visit: V) => string,
  rules: typeof ADDRESS_RULES,
  now: Date,
): Promise<V[]> {
  if (visits.length === 0) return [];
  const hits = new Map<string, number>();
  for (const visit of visits) hits.set(keyOf(visit), (hits.get(keyOf(visit)) ?? 0) + 1);
  const room = await countHits(db, hits, rules, now.getTime());
  return visits.filter((visit) => {
    const left = room.get(keyOf(visit)) ?? 0;
    room.set(keyOf(visit), left - 1);
    return left > 0;
  });
}
