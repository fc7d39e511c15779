import "server-only";
/** Outbox job types that carry a conversion to an ad platform (see lib/conversions). */
export const CONVERSION_JOB_TYPES = ["ga4_event", "meta_event"] as const;
export type ConversionJobType = (typeof CONVERSION_JOB_TYPES)[number];

export const isConversionJob = (type: string): type is ConversionJobType =>
  (CONVERSION_JOB_TYPES as readonly string[]).includes(type);

/** Why a conversion was deliberately not sent; stored with the job, as the owner reads it. */
export const CONVERSION_NOT_SENT = {
  gpc: "Not sent: the visitor's browser sent Global Privacy Control",
  ga4TooOld: "Not sent: too old (GA4 backdates events by at most 72 hours)",
  metaTooOld: "Not sent: too old (Meta accepts events up to 7 days old)",
  ga4Off: "Not sent: GA4 conversions are no longer configured (GA4_API_SECRET)",
  metaOff: "Not sent: the Meta Conversions API is no longer configured (META_PIXEL_ID, META_CAPI_TOKEN)",
  noUserAgent: "Not sent: no browser user agent, which Meta requires for a website event",
};
