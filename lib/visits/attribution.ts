import "server-only";
import { firstTouchFrom } from "@/lib/attribution/first-touch";
import { attributionFromSearch } from "@/lib/attribution/parse";
import { attributionFromCookies, type CookieReader } from "@/lib/attribution/request";
import { dimensionsOf, type Dimensions } from "@/lib/attribution/dimensions";
import { NOT_SET, type Attribution } from "@/lib/db/schema";
import { countedPath, OTHER_PATH } from "./paths";

/**
 * The visit's attribution, as a lead sent now would carry it: the session's attribution cookies where the proxy set
 * them (a later page of the visit keeps its landing page and campaign), else the landing URL and external referrer
 * the page script saw (a page a CDN served); keys in the landing URL win, as the proxy lets them. The landing page is
 * one of the site's pages or "other", so invented URLs add no rows.
 */
export function visitDimensions(
  report: { landing?: string; referrer?: string },
  cookies: CookieReader,
  origin: URL,
): Dimensions {
  const landing = landingUrl(report.landing, origin);
  const stored = attributionFromCookies(cookies, origin.protocol === "https:");
  const touch = stored.landing_page ? {} : landing ? firstTouchFrom(landing, report.referrer ?? null) : {};
  const attribution: Attribution = {
    ...stored,
    ...touch,
    ...(landing && attributionFromSearch(landing.searchParams)),
  };
  const dimensions = dimensionsOf(attribution);
  const { landingPage } = dimensions;
  return {
    ...dimensions,
    landingPage: landingPage === NOT_SET ? landingPage : (countedPath(landingPage) ?? OTHER_PATH),
  };
}

/** The landing URL's path and query on this site; anything that is not a path is ignored. */
function landingUrl(raw: string | undefined, origin: URL): URL | undefined {
  if (!raw?.startsWith("/") || raw.startsWith("//")) return undefined;
  try {
    return new URL(raw, origin);
  } catch {
    return undefined;
  }
}
