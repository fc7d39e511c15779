import { NextResponse, type NextRequest } from "next/server";
import { ATTRIBUTION_COOKIE } from "@/lib/attribution/keys";
import {
  attributionFromCookie,
  attributionFromSearch,
  isEmpty,
  mergeAttribution,
} from "@/lib/attribution/parse";

const REDIRECT_TO_SERVICES = new Set(["/aep-founders", "/marketing-agencies"]);

export function proxy(request: NextRequest) {
  const url = request.nextUrl;
  let response = NextResponse.next();
  if (REDIRECT_TO_SERVICES.has(url.pathname)) {
    const target = url.clone();
    target.pathname = "/services";
    response = NextResponse.redirect(target, 308);
  }

  const current = attributionFromSearch(url.searchParams);
  if (isEmpty(current)) return response;

  const stored = attributionFromCookie(request.cookies.get(ATTRIBUTION_COOKIE)?.value);
  if (stored.warning) console.warn(stored.warning);
  // Session cookie (no max-age): attribution lives as long as the visit, as the spec's session storage did.
  response.cookies.set(ATTRIBUTION_COOKIE, JSON.stringify(mergeAttribution(stored.attribution, current)), {
    httpOnly: true,
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production" && url.protocol === "https:",
    path: "/",
  });
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|ico|webp|woff2|txt|xml)$).*)"],
};
