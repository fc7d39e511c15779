/**
 * Whether the visitor reached the site over HTTPS, from the headers a page, action or route handler sees:
 * a TLS-terminating proxy's x-forwarded-proto, which Next also sets from the socket when no proxy did.
 * (The proxy reads request.nextUrl.protocol instead: Next builds it from the same header.)
 */
export function isHttpsRequest(headers: Pick<Headers, "get">): boolean {
  return headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}

/** Cookie options made Secure on HTTPS; a caller's own Secure is never taken away. */
export function secureOnHttps<T extends object>(
  options: T & { secure?: boolean },
  https: boolean,
): T & { secure: boolean } {
  return { ...options, secure: Boolean(options.secure) || https };
}
