import "server-only";
import type { NextRequest } from "next/server";
import { callbackPages } from "@/content/callback-form";
import { attributionFromCookies } from "@/lib/attribution/request";
import { bodyTextAtMost } from "@/lib/body-limits";
import { clientIp, hashIp, userAgent } from "@/lib/request/client";
import { isSameSite } from "@/lib/request/origin";
import { sentGlobalPrivacyControl } from "@/lib/request/privacy";
import { textResponse } from "@/lib/text-response";
import { isBot } from "@/lib/visits/bots";
import type { CallClick } from "./call-clicks";

/** Where the ad pages report a tap on their call button (the page's script, before the dialer opens). */
export const CALL_CLICK_ROUTE = "/api/call";
const MAX_BODY_BYTES = 256;
const AD_PAGES: ReadonlySet<string> = new Set(callbackPages.map((page) => page.label));
const BODY_TYPE = /^(?:text\/plain|application\/json)(?:\s*;|$)/i;

/** The page a report names, when it is one of the ad pages; else null. */
export function reportedPage(raw: string): string | null {
  try {
    const body: unknown = JSON.parse(raw);
    const page = body && typeof body === "object" && "p" in body ? body.p : undefined;
    return typeof page === "string" && AD_PAGES.has(page) ? page : null;
  } catch {
    return null;
  }
}

/**
 * A tap as it will be stored, or the response refusing it: only this site's ad pages report (403), a small body of
 * their script's shape (415, 413, 400); a bot's tap is answered like any other and not counted (null click).
 */
export async function readCallClick(
  request: NextRequest,
): Promise<{ click: CallClick | null } | { refusal: Response }> {
  if (!isSameSite(request.headers))
    return { refusal: textResponse("Only this site's pages may report a call.", 403) };
  if (!BODY_TYPE.test(request.headers.get("content-type") ?? ""))
    return { refusal: textResponse("Send the report as text/plain or application/json.", 415) };
  const raw = await bodyTextAtMost(request, MAX_BODY_BYTES);
  if (raw === null)
    return { refusal: textResponse(`A call report is at most ${MAX_BODY_BYTES} bytes.`, 413) };
  const page = reportedPage(raw);
  if (!page) return { refusal: textResponse('Send {"p": "<an ad page>"}.', 400) };
  if (isBot(request.headers.get("user-agent"))) return { click: null };
  const ip = clientIp(request.headers);
  return {
    click: {
      attribution: attributionFromCookies(request.cookies, request.nextUrl.protocol === "https:"),
      ip,
      ipHash: hashIp(ip),
      userAgent: userAgent(request.headers),
      gpc: sentGlobalPrivacyControl(request.headers),
      page,
    },
  };
}
