import "server-only";
import type { HeaderReader } from "./client";

/** A prefetch or prerender fetched ahead of the visitor (no one has seen the page yet). */
export function isPrefetch(headers: HeaderReader): boolean {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-moz") ?? ""}`;
  return /prefetch|prerender/i.test(purpose) || headers.get("next-router-prefetch") !== null;
}

// A person following the link, not a prefetch, preview fetcher, script or a frame on another site: browsers mark
// navigations with Sec-Fetch-Mode and a tab's own page with Sec-Fetch-Dest; older ones send neither, and then only
// a request asking for a page counts.
export function isRealNavigation(headers: HeaderReader): boolean {
  if (isPrefetch(headers)) return false;
  const destination = headers.get("sec-fetch-dest");
  if (destination !== null && destination !== "document") return false;
  const mode = headers.get("sec-fetch-mode");
  if (mode !== null) return mode === "navigate";
  return (headers.get("accept") ?? "").includes("text/html");
}
