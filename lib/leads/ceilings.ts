import "server-only";
import { createHash } from "node:crypto";
import type { Database } from "@/lib/db/open";
import { NOT_SENT } from "@/lib/delivery/result";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log";
import { countHit, hitRateLimit } from "@/lib/rate-limit";
import { keyedHash } from "@/lib/request/client";

const HOUR_SECONDS = 3600;
/** Confirmations one address receives a day: a form cannot be used to flood someone else's inbox. */
const PER_RECIPIENT = [{ limit: 3, windowSeconds: 86_400 }];

/** Where a lead's owner notification goes past the hourly number: one digest job per hour, sent when it ends. */
export type OwnerDigest = { jobId: string; windowStart: Date; windowEnd: Date; sendAt: Date };

/** A digest goes a minute after its hour, so an instance whose clock runs a little behind still adds to it in time. */
const DIGEST_DELAY_MS = 60_000;

/**
 * Why this lead's prospect gets no confirmation, or null: three a day per address and CONFIRMATIONS_PER_HOUR for the
 * whole site, so no number of addresses can spend the email quota or the sending domain's reputation.
 */
export async function confirmationRefusal(db: Database, email: string, now = Date.now()) {
  const recipient = `confirm:${keyedHash(email.trim().toLowerCase())}`;
  if (!(await hitRateLimit(db, recipient, PER_RECIPIENT, now))) return NOT_SENT.dailyCap;
  const limit = env().CONFIRMATIONS_PER_HOUR;
  const sent = await countThisHour(db, "confirm:site", limit, now);
  if (sent <= limit) return null;
  if (sent === limit + 1) logEvent("warn", "confirmation_ceiling_reached", { limit });
  return NOT_SENT.hourlyCeiling;
}

/** The digest this lead's owner notification joins, or undefined while the hour is under OWNER_NOTIFICATIONS_PER_HOUR. */
export async function ownerDigestFor(db: Database, now = Date.now()): Promise<OwnerDigest | undefined> {
  const limit = env().OWNER_NOTIFICATIONS_PER_HOUR;
  if ((await countThisHour(db, "notify:site", limit, now)) <= limit) return undefined;
  // The same fixed hour the counter uses; its digest's id follows from it, so every instance writes the same job.
  const start = now - (now % (HOUR_SECONDS * 1000));
  const end = start + HOUR_SECONDS * 1000;
  return {
    jobId: hourUuid(`owner-digest:${start}`),
    windowStart: new Date(start),
    windowEnd: new Date(end),
    sendAt: new Date(end + DIGEST_DELAY_MS),
  };
}

/** Counts one more for the site this (fixed, UTC) hour and returns the hour's count so far. */
async function countThisHour(db: Database, key: string, limit: number, now: number) {
  const [count] = await countHit(db, key, [{ limit, windowSeconds: HOUR_SECONDS }], now);
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
