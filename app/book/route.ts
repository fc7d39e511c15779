import { cookies } from "next/headers";
import { after, type NextRequest } from "next/server";
import { site } from "@/content/site";
import { bookingAttribution, buildBookingUrl } from "@/lib/attribution/booking-url";
import { attributionFromSearch, mergeAttribution } from "@/lib/attribution/parse";
import { attributionFromCookies } from "@/lib/attribution/request";
import { sentGlobalPrivacyControl } from "@/lib/request/privacy";
import { recordBookingClick } from "@/lib/leads/booking-clicks";
import { BOOKING_LEAD_PARAM, verifyBookingToken } from "@/lib/leads/booking-token";
import { clientIp, hashIp, userAgent } from "@/lib/request/client";
import { isRealNavigation } from "@/lib/request/prefetch";
import { appSecret } from "@/lib/secret";
import { bookingUrlOf } from "@/lib/site-facts/current";
import { getSiteFacts } from "@/lib/site-facts/published";

export async function GET(request: NextRequest) {
  const https = request.nextUrl.protocol === "https:";
  const fromCookies = attributionFromCookies(await cookies(), https);
  const attribution = bookingAttribution(
    mergeAttribution(fromCookies, attributionFromSearch(request.nextUrl.searchParams)),
    sentGlobalPrivacyControl(request.headers),
  );
  const location = buildBookingUrl(bookingUrlOf(await getSiteFacts()), site.leadSource, attribution);
  // Counted after the redirect is sent, so the visitor never waits on the database.
  if (isRealNavigation(request.headers)) {
    after(() =>
      recordBookingClick({
        attribution,
        ipHash: hashIp(clientIp(request.headers)),
        userAgent: userAgent(request.headers),
        // A thank-you screen's own link names its lead; a forged or expired one is an untied click.
        leadId: verifyBookingToken(appSecret(), request.nextUrl.searchParams.get(BOOKING_LEAD_PARAM)),
      }),
    );
  }
  return new Response(null, { status: 302, headers: { location, "cache-control": "no-store" } });
}
