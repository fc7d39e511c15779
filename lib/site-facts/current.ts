import "server-only";
import { company } from "@/content/company";
import type { Database } from "@/lib/db/open";
import { env } from "@/lib/env";
import { partyOf } from "./on-page";
import { resolveFacts, type SiteFacts } from "./resolve";
import { latestVersion } from "./store";

/** The published facts read straight from the database (owner pages, emails): never a cached copy. */
export async function currentFacts(db: Database): Promise<SiteFacts> {
  const latest = await latestVersion(db);
  return resolveFacts(company, latest?.facts ?? {}, latest?.id ?? null);
}

/** Where booking buttons lead: the owner's published calendar, else BOOKING_URL, else the shipped example. */
export const bookingUrlOf = (facts: SiteFacts) =>
  facts.bookingUrl.example ? (env().BOOKING_URL ?? facts.bookingUrl.value) : facts.bookingUrl.value;

/** Who an email is from, read when it is sent: the published name, address and email. */
export const emailParty = async (db: Database) => partyOf(await currentFacts(db));
