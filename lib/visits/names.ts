import "server-only";
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Dimensions } from "@/lib/attribution/dimensions";
import { rowsOf, type Database } from "@/lib/db/open";
import { NOT_SET, SOURCE_DIRECT, visitNames } from "@/lib/db/schema";
import { networkKey, siteNetworkKey } from "@/lib/ip";
import { SITE_NETWORK_FACTOR } from "./allowance";

/** Attribution names (source, medium and campaign together) one address may add a day; a person brings one or two. */
export const NAMES_PER_ADDRESS = 20;
/** An IPv6 /48's share, so its 65,536 /64s do not bring 20 names each. */
export const NAMES_PER_SITE_NETWORK = NAMES_PER_ADDRESS * SITE_NETWORK_FACTOR;
/** What a name past the cap is counted as: its source, medium and campaign. */
export const OTHER_NAME = "other";

type Named = { ip: string; dimensions: Dimensions };
type Claim = { network: string; name: string; cap: number };

// A visit without any name of its own (direct, no campaign) takes no share: no one can invent it.
const unnamed = ({ source, medium, campaign }: Dimensions) =>
  source === SOURCE_DIRECT && medium === NOT_SET && campaign === NOT_SET;

/**
 * The visits with their names kept, or folded into "other" past the day's cap of their address or /48 (a stranger
 * inventing sources and campaigns adds rows to every report otherwise). Addresses and names are stored only as keyed
 * hashes under the day's secret, in one statement per batch; a name an address already brought today stays kept.
 */
export async function foldNames<V extends Named>(
  db: Database,
  day: string,
  secret: string,
  visits: V[],
): Promise<{ visits: V[]; folded: number }> {
  const hash = (value: unknown) =>
    createHmac("sha256", secret).update(JSON.stringify(value)).digest("base64url").slice(0, 22);
  const claimsOf = (visit: V): Claim[] => {
    if (unnamed(visit.dimensions)) return [];
    const { source, medium, campaign } = visit.dimensions;
    const name = hash(["name", source, medium, campaign]);
    const site = siteNetworkKey(visit.ip);
    return [
      { network: hash(["address", networkKey(visit.ip)]), name, cap: NAMES_PER_ADDRESS },
      ...(site ? [{ network: hash(["site", site]), name, cap: NAMES_PER_SITE_NETWORK }] : []),
    ];
  };
  const claims = visits.map(claimsOf);
  const distinct = new Map(claims.flat().map((claim) => [`${claim.network} ${claim.name}`, claim]));
  if (distinct.size === 0) return { visits, folded: 0 };
  const kept = await keptNames(db, day, [...distinct.values()]);
  let folded = 0;
  const result = visits.map((visit, i) => {
    if (claims[i]!.every((claim) => kept.get(`${claim.network} ${claim.name}`) !== false)) return visit;
    folded++;
    return {
      ...visit,
      dimensions: { ...visit.dimensions, source: OTHER_NAME, medium: OTHER_NAME, campaign: OTHER_NAME },
    };
  });
  return { visits: result, folded };
}

/**
 * Whether each name counts as itself for its network: one already seen today keeps its answer; a new one is kept
 * while the network's names today (those of this batch in the order they came) are within its cap. Two instances adding the same
 * network's names at once can let a few more through.
 */
async function keptNames(db: Database, day: string, claims: Claim[]): Promise<Map<string, boolean>> {
  const incoming = claims.map((c, i) => sql`(${c.network}::text, ${c.name}::text, ${c.cap}::int, ${i}::int)`);
  const rows = rowsOf<{ network: string; name: string; kept: boolean }>(
    await db.execute(sql`with incoming (network, name, cap, ordinal) as (values ${sql.join(incoming, sql`, `)}),
      known as (
        select n.network, n.name, n.kept from ${visitNames} n
        join incoming i on n.network = i.network and n.name = i.name where n.day = ${day}::date),
      fresh as (
        insert into ${visitNames} (day, network, name, kept)
        select ${day}::date, i.network, i.name,
          (select count(*) from ${visitNames} o where o.day = ${day}::date and o.network = i.network)
            + row_number() over (partition by i.network order by i.ordinal) <= i.cap
        from incoming i
        where not exists (select 1 from known k where k.network = i.network and k.name = i.name)
        order by i.network, i.name
        on conflict do nothing
        returning network, name, kept)
      select network, name, kept from known union all select network, name, kept from fresh`),
  );
  return new Map(rows.map((row) => [`${row.network} ${row.name}`, row.kept]));
}
