import "server-only";
import { createHmac } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Database, Transaction } from "@/lib/db/open";
import { emailSuppressions } from "@/lib/db/schema";
import { safeEqual } from "@/lib/safe-equal";
import { siteUrl } from "@/lib/env";
import { keyedHash } from "@/lib/request/client";
import { appSecret } from "@/lib/secret";

export const UNSUBSCRIBE_PATH = "/unsubscribe";
/** RFC 8058's one-click target: a mail client POSTs `List-Unsubscribe=One-Click` here. */
export const ONE_CLICK_PATH = "/api/unsubscribe";

const normalize = (email: string) => email.trim().toLowerCase();

/** How an address stays on the list after its owner's data was erased: a keyed hash, never the address. */
export const hashedSuppression = (email: string) => `hmac:${keyedHash(`unsubscribe:${normalize(email)}`)}`;

/** The rows that would suppress an address: as typed into the list, or as its keyed hash after an erasure. */
export const suppressionKeys = (email: string) => [normalize(email), hashedSuppression(email)];
const sign = (email: string, secret: string) =>
  createHmac("sha256", secret)
    .update(`unsubscribe:${normalize(email)}`)
    .digest("base64url");

/** The address and a signature over it: only links we sent unsubscribe anyone, and only the address they went to. */
export function unsubscribeToken(email: string, secret = appSecret()): string {
  return `${Buffer.from(normalize(email)).toString("base64url")}.${sign(email, secret)}`;
}

/** The address a token names, or null for anything forged, altered or malformed. */
export function readUnsubscribeToken(token: unknown, secret = appSecret()): string | null {
  if (typeof token !== "string" || token.length > 1000) return null;
  const [encoded = "", signature = ""] = token.split(".");
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  if (!email.includes("@") || email !== normalize(email)) return null;
  return safeEqual(sign(email, secret), signature) ? email : null;
}

/** The page's link, and RFC 2369 / RFC 8058 headers: mail clients show a button that works without opening anything. */
export function unsubscribeLinks(email: string) {
  const query = `?t=${unsubscribeToken(email)}`;
  return {
    page: `${siteUrl()}${UNSUBSCRIBE_PATH}${query}`,
    headers: {
      "List-Unsubscribe": `<${siteUrl()}${ONE_CLICK_PATH}${query}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** Records the opt-out; doing it twice changes nothing. */
export async function suppressEmail(db: Database, email: string, source: "link" | "one-click") {
  await db
    .insert(emailSuppressions)
    .values({ email: normalize(email), source })
    .onConflictDoNothing();
}

export async function isSuppressed(db: Database | Transaction, email: string) {
  const [row] = await db
    .select({ email: emailSuppressions.email })
    .from(emailSuppressions)
    .where(inArray(emailSuppressions.email, suppressionKeys(email)));
  return Boolean(row);
}
