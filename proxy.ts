import { NextResponse, type NextRequest } from "next/server";
import { FIRST_TOUCH_COOKIE, firstTouchFrom, isEntrance } from "@/lib/attribution/first-touch";
import { attributionFromSearch, isEmpty, mergeAttribution } from "@/lib/attribution/parse";
import { attributionCookie, firstTouchCookie, storedAttribution } from "@/lib/attribution/request";
import { refreshOwnerSession } from "@/lib/auth/proxy";
import { isOwnerAreaPath, OWNER_PATH_HEADER } from "@/lib/routes";
import { bodyLimitFor, bodyProblem, PHOTO_UPLOAD_PATH, SITE_EDITOR_UPLOAD_PATH } from "@/lib/body-limits";
import { photoNoticeRedirect } from "@/lib/site-facts/photo-notice";
import { cookieName } from "@/lib/cookie-names";
import { contentSecurityPolicyFor } from "@/lib/csp/for-request";
import { siteUrl } from "@/lib/env";
import { createFormToken, FORM_TOKEN_COOKIE, readFormToken } from "@/lib/forms/form-token";
import { ACTION_NOT_FOUND_HEADER, isKnownActionId } from "@/lib/next-internals/action-ids";
import { isCrossOriginPost } from "@/lib/request/origin";
import { MAX_PATH, TOO_LONG_PATH } from "@/lib/request-target.mjs";
import { isPrefetch } from "@/lib/request/prefetch";
import { appSecret } from "@/lib/secret";
import { DRAFT_MODE_COOKIE } from "@/lib/next-internals/draft-mode";

const REDIRECT_TO_SERVICES = new Set(["/aep-founders", "/marketing-agencies"]);
const FORM_PAGES = new Set([
  "/contact",
  "/intake",
  "/book-a-demo",
  "/roofers",
  "/dental",
  "/automation-offer",
]);
/** The longest query a redirect carries along (twice: Location and Refresh). */
const MAX_CARRIED_QUERY = 900;
/** Files and build assets: no page there, so no server action either. */
const FILE_PATH = /^\/_next\/|\.[a-z0-9]+$/i;

/** The only Content-Security-Policy of every response the proxy sees (next.config covers the files it skips). */
export async function proxy(request: NextRequest) {
  const csp = contentSecurityPolicyFor({
    pathname: request.nextUrl.pathname,
    method: request.method,
    scripted: request.headers.has("next-action"),
    // Next's draft-mode cookie: the page is rendered for this request, so its scripts can carry a nonce.
    preview: request.cookies.has(DRAFT_MODE_COOKIE),
  });
  // Next takes the nonce for its own scripts from the request's policy header.
  if (csp.nonce) request.headers.set("content-security-policy", csp.policy);
  // A not-found page has no params: the owner area's reads the path it answers for here (an erased lead's link).
  if (isOwnerAreaPath(request.nextUrl.pathname))
    request.headers.set(OWNER_PATH_HEADER, request.nextUrl.pathname);
  else request.headers.delete(OWNER_PATH_HEADER);
  const response = await respond(request, csp.nonce !== undefined);
  response.headers.set("Content-Security-Policy", csp.policy);
  return response;
}

async function respond(request: NextRequest, forwardHeaders: boolean) {
  if (isCrossOriginPost(request))
    return new NextResponse("Cross-origin form posts are not accepted.", { status: 403 });
  const action = request.headers.get("next-action");
  if (action !== null && FILE_PATH.test(request.nextUrl.pathname))
    return new NextResponse("No server action here.", { status: 404 });
  // Answered as Next would, without the stack Next writes into the log for each.
  if (action !== null && request.method === "POST" && !isKnownActionId(action))
    return new NextResponse("Server action not found.", {
      status: 404,
      headers: { [ACTION_NOT_FOUND_HEADER]: "1" },
    });
  const url = request.nextUrl;
  if (url.pathname === TOO_LONG_PATH || url.pathname.length > MAX_PATH)
    return new NextResponse("Request URL too long.", { status: 414 });
  const tooBig = await bodyProblem(request, bodyLimitFor(url.pathname));
  // A form without JavaScript posts the photo (or, in the editor, an item with its picture): the owner is sent back to
  // the editor with the reason.
  if (tooBig && url.pathname === PHOTO_UPLOAD_PATH && request.method === "POST")
    return photoNoticeRedirect(request.url, tooBig.status === 413 ? "tooLarge" : "unreadable");
  if (tooBig?.status === 413 && url.pathname === SITE_EDITOR_UPLOAD_PATH && request.method === "POST")
    return photoNoticeRedirect(request.url, "tooLarge");
  if (tooBig) return new NextResponse(tooBig.message, { status: tooBig.status });
  // A redirect is no page view: it sets no cookie (the page it leads to does), and its Location, which Next repeats
  // in a Refresh header, carries the query only while both fit in a proxy's 4 KB header buffer.
  // request.url is the address the server itself was reached at, so Next sends this Location relative (the visitor
  // stays on their host); nextUrl would name localhost (docs/security.md, "Probes").
  if (REDIRECT_TO_SERVICES.has(url.pathname)) {
    const target = `/services${url.search.length <= MAX_CARRIED_QUERY ? url.search : ""}`;
    return NextResponse.redirect(new URL(target, request.url), 308);
  }
  const response = NextResponse.next(forwardHeaders ? { request } : undefined);
  // An API answer (health, unsubscribe, the Google Ads file) is no visit: it names no landing page or campaign.
  const isApi = url.pathname.startsWith("/api/");
  const isPageView = request.method === "GET" && !request.headers.has("rsc") && !isApi;
  // Next derives the protocol from x-forwarded-proto, so this holds behind a TLS-terminating proxy too.
  const https = url.protocol === "https:";
  const name = (base: string) => cookieName(base, https);
  // Session cookies only (no expiry), HttpOnly: nothing here is for scripts.
  const options = { httpOnly: true, sameSite: "lax" as const, secure: https, path: "/" };

  // The owner area's own links (the sources report's ?source=…) are not a visit's campaign.
  const current = isOwnerAreaPath(url.pathname) || isApi ? {} : attributionFromSearch(url.searchParams);
  if (!isEmpty(current)) {
    const cookie = attributionCookie(
      mergeAttribution(storedAttribution(request.cookies, https), current),
      https,
    );
    response.cookies.set(cookie.name, cookie.value, options);
  }

  // A public page opened from elsewhere begins a new visit: a session cookie outlives the visit it named (a phone
  // keeps it for days), and a lead and its visit's counted views name the same landing page (lib/visits/).
  const referer = request.headers.get("referer");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  // A prefetch or prerender (the address bar guessing) is no visit yet.
  const entrance =
    !isOwnerAreaPath(url.pathname) &&
    !isPrefetch(request.headers) &&
    isEntrance(referer, [host, new URL(siteUrl()).host]);
  if (isPageView && (entrance || !request.cookies.has(name(FIRST_TOUCH_COOKIE)))) {
    const cookie = firstTouchCookie(firstTouchFrom(url, referer), https);
    // A reload names the same page: no cookie to set, so the page stays cacheable.
    if (request.cookies.get(cookie.name)?.value !== cookie.value)
      response.cookies.set(cookie.name, cookie.value, options);
  }

  // The form pages are static, so the time a form was served travels in a signed cookie.
  if (request.method === "GET" && FORM_PAGES.has(url.pathname)) {
    const secret = appSecret();
    if (!readFormToken(secret, request.cookies.get(name(FORM_TOKEN_COOKIE))?.value)) {
      response.cookies.set(name(FORM_TOKEN_COOKIE), createFormToken(secret), options);
    }
  }
  const result = await refreshOwnerSession(request, response);
  // A response that sets a cookie belongs to this visitor alone: no shared cache in front may keep it and hand it
  // (and the cookie) to the next visitor. Visitors who already hold their cookies get the cacheable page.
  if (result.cookies.getAll().length) result.headers.set("Cache-Control", "private, no-store");
  return result;
}

export const config = {
  matcher: [
    // Visit reports (/api/seen) check their own origin and size and set nothing: at hundreds a second, the proxy's
    // work would be most of theirs.
    // A spend upload (up to 16 MB) checks its own owner, origin, size and parts: the proxy's 1 MB cap is for forms.
    "/((?!_next/static|_next/image|api/seen$|settings/spend/upload$|favicon.ico|.*\\.(?:svg|png|jpg|ico|webp|woff2|txt|xml)$).*)",
    // A server-action call is checked wherever it is sent: Next would answer one to a file with an error.
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
  ],
};
