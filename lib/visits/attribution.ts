import "server-only";
import { firstTouchFrom, isEntrance } from "@/lib/attribution/first-touch";
import { attributionFromSearch } from "@/lib/attribution/parse";
import { attributionFromCookies, type CookieReader } from "@/lib/attribution/request";
import { dimensionsOf, type Dimensions } from "@/lib/attribution/dimensions";
import { NOT_SET, type Attribution } from "@/lib/db/schema";
import { siteUrl } from "@/lib/env";
import { countedPath, OTHER_PATH } from "./paths";

/**
 * The view's attribution, as a lead sent now would carry it: its campaign keys are the session's (the attribution
 * cookie, where the proxy set it) with the landing URL's winning, as the proxy lets them. Its landing page and
 * referrer are the document's own when the document began a visit (opened from another site, an app, a bookmark:
 * a first_touch cookie from an earlier visit of the session would name another page), else the first_touch
 * cookie's (a page reached from the site's own pages keeps the visit's landing page), else the document's. The
 * landing page is one of the site's pages or "other", so invented URLs add no rows.
 */
export function visitDimensions(
  report: { landing?: string; referrer?: string },
  cookies: CookieReader,
  origin: URL,
): Dimensions {
  const landing = landingUrl(report.landing, origin);
  const { landing_page, referrer, ...keys } = attributionFromCookies(cookies, origin.protocol === "https:");
  const entrance = isEntrance(report.referrer, [origin.host, new URL(siteUrl()).host]);
  const touch =
    landing && (entrance || !landing_page)
      ? firstTouchFrom(landing, report.referrer ?? null)
      : { landing_page, referrer };
  const attribution: Attribution = {
    ...keys,
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
