import "server-only";
import { safeEqual } from "@/lib/safe-equal";
import type { Database } from "@/lib/db/open";
import { siteNetworkKey } from "@/lib/ip";
import { hitRateLimit, hitsSoFar, LIMITS } from "@/lib/rate-limit";
import { hashIp, keyedHash } from "@/lib/request/client";

/** The user name Google Ads is given for the scheduled import; the password is GOOGLE_ADS_IMPORT_SECRET. */
export const GOOGLE_ADS_IMPORT_USER = "google-ads";

/** The user and password of an `Authorization: Basic …` header (RFC 7617), or undefined when there is none. */
export function basicCredentials(header: string | null): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header ?? "");
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Microsoft Advertising's user name for its scheduled import; the password is MICROSOFT_ADS_IMPORT_SECRET. */
export const MICROSOFT_ADS_IMPORT_USER = "microsoft-ads";

/** Both halves compared in constant time (hashed first, so not even their lengths show), and both always. */
export function isGoogleAdsImport(
  header: string | null,
  secret: string,
  expectedUser = GOOGLE_ADS_IMPORT_USER,
): boolean {
  const given = basicCredentials(header) ?? { user: "", password: "" };
  const user = safeEqual(given.user, expectedUser);
  const password = safeEqual(given.password, secret);
  return user && password;
}

const FAILURES = [...LIMITS.googleAdsImportFailures];
const SITE_FAILURES = [...LIMITS.googleAdsImportSiteNetworkFailures];

export type ImportAccess = "granted" | "unauthorized" | "limited";

/**
 * Whether this request may have the file. The address's and its /48's failures are looked at before the password
 * is: while either is over its limit even the right password gets "limited", so guessing there learns nothing. Each
 * wrong password counts against both.
 */
export async function googleAdsImportAccess(
  db: Database,
  request: {
    ip: string;
    authorization: string | null;
    secret: string;
    platform?: "google-ads" | "microsoft-ads";
  },
  now = Date.now(),
): Promise<ImportAccess> {
  const site = siteNetworkKey(request.ip);
  // Each platform's import counts its own failures under its own keys (Google's unchanged).
  const platform = request.platform ?? "google-ads";
  const limits = [
    { key: `${platform}-import:${hashIp(request.ip)}`, rules: FAILURES },
    ...(site ? [{ key: `${platform}-import48:${keyedHash(site)}`, rules: SITE_FAILURES }] : []),
  ];
  for (const { key, rules } of limits) {
    const [failed = 0] = await hitsSoFar(db, key, rules, now);
    if (failed >= rules[0]!.limit) return "limited";
  }
  const user = platform === "microsoft-ads" ? MICROSOFT_ADS_IMPORT_USER : GOOGLE_ADS_IMPORT_USER;
  if (isGoogleAdsImport(request.authorization, request.secret, user)) return "granted";
  let allowed = true;
  for (const { key, rules } of limits) allowed = (await hitRateLimit(db, key, rules, now)) && allowed;
  return allowed ? "unauthorized" : "limited";
}
