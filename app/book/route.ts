import { cookies } from "next/headers";
import { after, type NextRequest } from "next/server";
import { site } from "@/content/site";
import { buildBookingUrl } from "@/lib/attribution/booking-url";
import { attributionFromSearch, mergeAttribution } from "@/lib/attribution/parse";
import { attributionFromCookies } from "@/lib/attribution/request";
import { recordBookingClick } from "@/lib/leads/booking-clicks";
import { clientIp, hashIp, userAgent } from "@/lib/request-meta";
import { bookingUrl } from "@/lib/env";

export async function GET(request: NextRequest) {
  const fromCookies = attributionFromCookies(await cookies());
  const attribution = mergeAttribution(fromCookies, attributionFromSearch(request.nextUrl.searchParams));
  const location = buildBookingUrl(bookingUrl, site.leadSource, attribution);
  // Counted after the redirect is sent, so the visitor never waits on the database.
  after(() =>
    recordBookingClick({
      attribution,
      ipHash: hashIp(clientIp(request.headers)),
      userAgent: userAgent(request.headers),
    }),
  );
  return new Response(null, { status: 302, headers: { location, "cache-control": "no-store" } });
}
