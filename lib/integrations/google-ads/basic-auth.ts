import "server-only";
import { safeEqual } from "@/lib/safe-equal";

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

/** Both halves compared in constant time (hashed first, so not even their lengths show), and both always. */
export function isGoogleAdsImport(header: string | null, secret: string): boolean {
  const given = basicCredentials(header) ?? { user: "", password: "" };
  const user = safeEqual(given.user, GOOGLE_ADS_IMPORT_USER);
  const password = safeEqual(given.password, secret);
  return user && password;
}
