import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { getDb } from "@/lib/db";
import type { Database } from "@/lib/db/open";
import { clientIp, hashIp } from "@/lib/request/client";
import { secureOnHttps } from "@/lib/request/protocol";
import { supabaseConfig } from "./config";
import { isOwnerAreaPath } from "@/lib/routes";
import { logEvent } from "@/lib/log";

/** The same response, but passing the request's (updated) cookies on to the page, as the refresh needs. */
function forwardingRequestCookies(request: NextRequest, response: NextResponse) {
  if (response.headers.has("location")) return response;
  const next = NextResponse.next({ request });
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie" && !key.startsWith("x-middleware-")) next.headers.set(key, value);
  });
  for (const cookie of response.cookies.getAll()) next.cookies.set(cookie);
  return next;
}

/**
 * Supabase mode, owner area only: refreshes an expiring session (cookies only; the page checks the owner), if its
 * access token was signed by the project and this address has refreshes left (supabase-session-gate.ts).
 */
export async function refreshOwnerSession(
  request: NextRequest,
  response: NextResponse,
  database: () => Promise<Database> = getDb,
) {
  const config = supabaseConfig();
  if (!config || !isOwnerAreaPath(request.nextUrl.pathname)) return response;
  let result = response;
  // Loaded only in Supabase mode: local mode never pays for (or hears from) supabase-js.
  const { createGatedSupabaseClient } = await import("./supabase-client");
  const https = request.nextUrl.protocol === "https:";
  const requester = { ipHash: hashIp(clientIp(request.headers)), db: database };
  const client = await createGatedSupabaseClient(
    config,
    {
      https,
      getAll: () => request.cookies.getAll(),
      setAll(toSet, cacheHeaders) {
        for (const { name, value } of toSet) request.cookies.set(name, value);
        result = forwardingRequestCookies(request, result);
        for (const { name, value, options } of toSet)
          result.cookies.set(name, value, secureOnHttps(options, https));
        for (const [key, value] of Object.entries(cacheHeaders ?? {})) result.headers.set(key, value);
      },
    },
    requester,
  );
  try {
    await client.auth.getClaims();
  } catch (error) {
    // Supabase down must not take the page with it: the page's own check then reports signed out.
    logEvent("error", "owner_session_refresh_failed", { error: String(error).slice(0, 300) });
  }
  return result;
}
