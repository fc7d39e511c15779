import "server-only";
import { env } from "@/lib/env";

/** At most `limit` hits in each fixed window of `windowSeconds`. */
export type RateRule = { limit: number; windowSeconds: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const per = (limit: number, windowSeconds: number): RateRule => ({ limit, windowSeconds });

/** An IPv6 /48 (a whole site's allocation: 65,536 /64s) gets this many addresses' worth of a per-address limit. */
export const SITE_NETWORK_FACTOR = 4;
/** A rule set as a /48 counts it. */
export const forSiteNetwork = (rules: RateRule[], factor = SITE_NETWORK_FACTOR) =>
  rules.map((rule) => ({ ...rule, limit: rule.limit * factor }));

/**
 * Every limit counted in `app.rate_limits`, in one place (an address is an IPv4 address or an IPv6 /64; why each
 * exists is in docs/security.md).
 */
export const LIMITS = {
  /** Lead form posts per address and form: RATE_LIMIT_PER_MINUTE and RATE_LIMIT_PER_HOUR (5 and 30). */
  formPosts: (): RateRule[] => [
    per(env().RATE_LIMIT_PER_MINUTE, MINUTE),
    per(env().RATE_LIMIT_PER_HOUR, HOUR),
  ],
  /** A post without the form page's cookie (a script) gets this fraction of the form limits, at least one. */
  untimedPostsDivisor: 5,
  /** Sign-in attempts per address; past them even the right password is refused unchecked. */
  signInAttempts: [per(5, 15 * MINUTE)],
  /** Failures a day an address may have and still skip the account's delay; its IPv6 /48 twice that. */
  cleanAddressFailures: [per(3, DAY)],
  cleanSiteNetworkFailures: [per(6, DAY)],
  /** Checks a day that may skip one account's delay from clean addresses, all addresses together. */
  cleanChecksPerAccount: [per(10, DAY)],
  /** Supabase session refreshes per address. */
  sessionRefreshes: [per(10, 15 * MINUTE)],
  /** Booking-click rows (visits) per address. */
  bookingClicks: [per(20, HOUR)],
  /** Call-button taps (visits) per address. */
  callClicks: [per(20, HOUR)],
  /** Confirmation emails to one recipient, whatever forms name them. */
  confirmationsPerRecipient: [per(3, DAY)],
  /** Wrong passwords for the Google Ads import per address; its IPv6 /48 twice that. */
  googleAdsImportFailures: [per(10, HOUR)],
  googleAdsImportSiteNetworkFailures: [per(20, HOUR)],
  /** Visit reports per address, however it varies its paths, campaigns or browser; a /48 four times that. */
  visitReports: [per(120, MINUTE), per(1000, DAY)],
} as const;

/** A site-wide count per fixed (UTC) hour, for the hourly email ceilings. */
export const hourly = (limit: number): RateRule[] => [per(limit, HOUR)];
