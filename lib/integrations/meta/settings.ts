import "server-only";
import { env } from "@/lib/env";

/** The Graph API version the Conversions API is called with (each is supported for at least two years). */
export const GRAPH_API_VERSION = "v25.0";

/** Meta's Conversions API, when the pixel (dataset) id and its access token are both set. */
export function metaDestination() {
  const { META_PIXEL_ID, META_CAPI_TOKEN, META_GRAPH_BASE_URL } = env();
  if (!META_PIXEL_ID || !META_CAPI_TOKEN) return undefined;
  return { pixelId: META_PIXEL_ID, token: META_CAPI_TOKEN, baseUrl: META_GRAPH_BASE_URL.replace(/\/$/, "") };
}

/** Where its requests go, for the delivery log: the host and path, never the token in the query. */
export function metaTarget() {
  const meta = metaDestination();
  return `${meta?.baseUrl ?? ""}/${GRAPH_API_VERSION}/${meta?.pixelId ?? ""}/events`;
}

/** Why a Meta event was deliberately not sent; stored with the job, as the owner reads it. */
export const META_NOT_SENT = {
  tooOld: "Not sent: too old (Meta accepts events up to 7 days old)",
  off: "Not sent: the Meta Conversions API is no longer configured (META_PIXEL_ID, META_CAPI_TOKEN)",
  noUserAgent: "Not sent: no browser user agent, which Meta requires for a website event",
};
