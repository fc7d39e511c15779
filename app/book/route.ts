import { cookies } from "next/headers";
import { type NextRequest } from "next/server";
import { site } from "@/content/site";
import { buildBookingUrl } from "@/lib/attribution/booking-url";
import { ATTRIBUTION_COOKIE } from "@/lib/attribution/keys";
import { attributionFromCookie, attributionFromSearch, mergeAttribution } from "@/lib/attribution/parse";
import { bookingUrl } from "@/lib/env";

export async function GET(request: NextRequest) {
  const stored = attributionFromCookie((await cookies()).get(ATTRIBUTION_COOKIE)?.value);
  if (stored.warning) console.warn(stored.warning);
  const attribution = mergeAttribution(stored.attribution, attributionFromSearch(request.nextUrl.searchParams));
  return new Response(null, {
    status: 302,
    headers: {
      location: buildBookingUrl(bookingUrl, site.leadSource, attribution),
      "cache-control": "no-store",
    },
  });
}
