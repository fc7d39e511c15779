import "server-only";
/**
 * How a visit, lead or booking click is grouped in the reports, written once: the TypeScript in dimensions.ts and the
 * SQL generated columns in lib/db/schema.ts are both built from these.
 */

/** The source of a visit with no key and no referrer from another site. */
export const SOURCE_DIRECT = "direct";
/** A medium, campaign or landing page the visit did not name. */
export const NOT_SET = "(not set)";

/** The keys that name a source, in order of precedence; case is folded and spaces trimmed. */
export const SOURCE_KEYS = ["utm_source", "source", "ref", "affiliate_link"] as const;

/** The referrer's host (its first group), the source when no key names one; a leading "www." is dropped. */
export const REFERRER_HOST_PATTERN = "^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)";
