import "server-only";
import { siteUrl } from "@/lib/env";
import type { HeaderReader } from "./client";

/**
 * The host the request was sent to: a trusted proxy's X-Forwarded-Host (the first), else Host. Without a trusted
 * proxy the shipped server removes forwarding headers before anything reads them (server/start.mjs).
 */
export function requestHost(headers: HeaderReader): string {
  return headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host") || "";
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
};

/**
 * The request came from this site's own pages, or was typed into the address bar: the check Next applies to server
 * actions, for route handlers. Browsers that send Sec-Fetch-Site are judged by it as well.
 */
export function isSameOriginRequest(headers: HeaderReader): boolean {
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = headers.get("origin");
  if (!origin) return true;
  const host = requestHost(headers);
  return Boolean(host) && hostOf(origin) === host;
}

/** A POST whose Origin names another site (or is "null"): Next refuses such action calls with a 500; a 403 first is truthful. */
export function isCrossOriginPost(request: { method: string; headers: HeaderReader }): boolean {
  if (request.method !== "POST") return false;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return origin === "null";
  return hostOf(origin) !== requestHost(request.headers);
}

/**
 * This site's own pages sent it (a beacon, which may carry no Origin): an Origin, or failing that a Referer, naming
 * the request's host or the public site's.
 */
export function isSameSite(headers: HeaderReader): boolean {
  const origin = headers.get("origin");
  const claimed = origin && origin !== "null" ? origin : origin ? null : headers.get("referer");
  const host = claimed && hostOf(claimed);
  return Boolean(host) && (host === requestHost(headers) || host === hostOf(siteUrl()));
}
