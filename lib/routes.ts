import "server-only";
/** Where the owner area lives; the proxy and the redirects share these. */
export const LOGIN_PATH = "/login";
export const NOT_ALLOWED_PATH = "/login/not-allowed";
export const SETTINGS_PATH = "/settings";

/** Paths whose requests may carry a Supabase session worth refreshing. */
export const isOwnerAreaPath = (pathname: string) =>
  [LOGIN_PATH, SETTINGS_PATH].some((base) => pathname === base || pathname.startsWith(`${base}/`));

/** The owner-area path a request is for, set by the proxy (and removed from anything a client sends). */
export const OWNER_PATH_HEADER = "x-owner-path";
