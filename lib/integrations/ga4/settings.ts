import "server-only";
import { env } from "@/lib/env";

/** GA4's Measurement Protocol, when its API secret is set beside the tag's measurement id. */
export function ga4Destination() {
  const { GA4_API_SECRET, NEXT_PUBLIC_GA_MEASUREMENT_ID, GA4_MP_BASE_URL } = env();
  if (!GA4_API_SECRET || !NEXT_PUBLIC_GA_MEASUREMENT_ID) return undefined;
  return {
    measurementId: NEXT_PUBLIC_GA_MEASUREMENT_ID,
    apiSecret: GA4_API_SECRET,
    baseUrl: GA4_MP_BASE_URL.replace(/\/$/, ""),
  };
}

/** Where its requests go, for the delivery log: the host and path, never the secret in the query. */
export const ga4Target = () => `${ga4Destination()?.baseUrl ?? ""}/mp/collect`;

/** Why a GA4 event was deliberately not sent; stored with the job, as the owner reads it. */
export const GA4_NOT_SENT = {
  tooOld: "Not sent: too old (GA4 backdates events by at most 72 hours)",
  off: "Not sent: GA4 conversions are no longer configured (GA4_API_SECRET)",
};
