import "server-only";
import type { OwnerDigest } from "@/lib/delivery/channel";
import { createHash } from "node:crypto";
import type { Database } from "@/lib/db/open";
import { NOT_SENT } from "@/lib/delivery/result";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log";
import { networkKey, siteNetworkKey } from "@/lib/ip";
import { countHit, hitRateLimit, LIMITS } from "@/lib/rate-limit";
import { hourly } from "@/lib/rate-limit/rules";
import { keyedHash } from "@/lib/request/client";

const HOUR_SECONDS = 3600;
/** Confirmations one address receives a day: a form cannot be used to flood someone else's inbox. */
const PER_RECIPIENT = [...LIMITS.confirmationsPerRecipient];

/** A digest goes a minute after its hour, so an instance whose clock runs a little behind still adds to it in time. */
const DIGEST_DELAY_MS = 60_000;

/** The part of each hourly ceiling one sender may spend (at least one): 3 of 30 confirmations, 2 of 20 notifications. */
const SENDER_SHARE = 0.1;
export const senderShare = (limit: number) => Math.max(1, Math.ceil(limit * SENDER_SHARE));

/**
 * Who a ceiling's share is counted for: an IPv4 address or an IPv6 /48 (a home's or site's whole allocation), as a
 * keyed hash. The /48 and not the /64: one sender holds 65,536 /64s.
 */
export function senderOf(ip: string): string {
  return keyedHash(`sender:${siteNetworkKey(ip) ?? networkKey(ip)}`);
}

/**
 * Why this lead's prospect gets no confirmation, or null: three a day per address; per hour, the sender's share of
 * CONFIRMATIONS_PER_HOUR, then that ceiling for the whole site. A lead past its sender's share does not count against
 * the site's ceiling, so one sender cannot spend the hour's confirmations of everyone else (nor any number of
 * addresses the sending domain's reputation).
 */
export async function confirmationRefusal(db: Database, email: string, sender: string, now = Date.now()) {
  const recipient = `confirm:${keyedHash(email.trim().toLowerCase())}`;
  if (!(await hitRateLimit(db, recipient, PER_RECIPIENT, now))) return NOT_SENT.dailyCap;
  const limit = env().CONFIRMATIONS_PER_HOUR;
  const share = senderShare(limit);
  const own = await countThisHour(db, `confirm:sender:${sender}`, share, now);
  if (own > share) {
    if (own === share + 1) logEvent("warn", "confirmation_share_reached", { share });
    return NOT_SENT.senderShare;
  }
  const sent = await countThisHour(db, "confirm:site", limit, now);
  if (sent <= limit) return null;
  if (sent === limit + 1) logEvent("warn", "confirmation_ceiling_reached", { limit });
  return NOT_SENT.hourlyCeiling;
}

/**
 * The digest this lead's owner notification joins, or undefined while its sender is within their share of
 * OWNER_NOTIFICATIONS_PER_HOUR and the site within the whole of it. A notification past its sender's share does not
 * count against the site's number: other senders' leads still reach the owner at once.
 */
export async function ownerDigestFor(
  db: Database,
  sender: string,
  now = Date.now(),
): Promise<OwnerDigest | undefined> {
  const limit = env().OWNER_NOTIFICATIONS_PER_HOUR;
  const share = senderShare(limit);
  const overShare = (await countThisHour(db, `notify:sender:${sender}`, share, now)) > share;
  if (!overShare && (await countThisHour(db, "notify:site", limit, now)) <= limit) return undefined;
  // The same fixed hour the counter uses; its digest's id follows from it, so every instance writes the same job.
  const start = now - (now % (HOUR_SECONDS * 1000));
  const end = start + HOUR_SECONDS * 1000;
  return {
    jobId: hourUuid(`owner-digest:${start}`),
    windowStart: new Date(start),
    windowEnd: new Date(end),
    sendAt: new Date(end + DIGEST_DELAY_MS),
    reason: overShare ? NOT_SENT.inDigestSender : NOT_SENT.inDigest,
  };
}

/** Counts one more for the site this (fixed, UTC) hour and returns the hour's count so far. */
async function countThisHour(db: Database, key: string, limit: number, now: number) {
  const [count] = await countHit(db, key, hourly(limit), now);
  return count ?? Number.POSITIVE_INFINITY;
}

/** A UUID derived from a name (RFC 9562 version 8), so concurrent inserts of one hour's digest meet on its id. */
function hourUuid(name: string): string {
  const hex = createHash("sha256").update(name).digest("hex").slice(0, 32).split("");
  hex[12] = "8";
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
