import "server-only";
import { env } from "@/lib/env";

/** The Graph API version the Conversions API is called with (each is supported for at least two years). */
export const GRAPH_API_VERSION = "v25.0";

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

/** Meta's Conversions API, when the pixel (dataset) id and its access token are both set. */
export function metaDestination() {
  const { META_PIXEL_ID, META_CAPI_TOKEN, META_GRAPH_BASE_URL } = env();
  if (!META_PIXEL_ID || !META_CAPI_TOKEN) return undefined;
  return { pixelId: META_PIXEL_ID, token: META_CAPI_TOKEN, baseUrl: META_GRAPH_BASE_URL.replace(/\/$/, "") };
}

/** The password of the Google Ads scheduled import (HTTP basic auth), when the owner set one. */
export const googleAdsImportSecret = () => env().GOOGLE_ADS_IMPORT_SECRET;
