import "server-only";
/**
 * HTTPS by x-forwarded-proto (set by a TLS-terminating proxy, or by Next from the socket when none did), read as
 * Next reads it for `request.nextUrl` (any "https" in it): the proxy and the pages must agree on cookie names.
 */
export function isHttpsRequest(headers: Pick<Headers, "get">): boolean {
  return headers.get("x-forwarded-proto")?.includes("https") ?? false;
}

/** Cookie options made Secure on HTTPS; a caller's own Secure is never taken away. */
export function secureOnHttps<T extends object>(
  options: T & { secure?: boolean },
  https: boolean,
): T & { secure: boolean } {
  return { ...options, secure: Boolean(options.secure) || https };
}
