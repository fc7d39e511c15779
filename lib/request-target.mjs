// Plain JavaScript: the shipped server's entry (server/start.mjs) imports it, beside Next's server.js.

/**
 * The longest request target (path and query) passed on as sent. Next's own redirects (a trailing slash, doubled
 * slashes) repeat the target twice in their headers (Location and Refresh), before the proxy sees the request; the
 * header block must stay within the 4 KB a proxy in front buffers for it (nginx's default).
 */
export const MAX_REQUEST_TARGET = 1800;
/** A path longer than this is no page of the site. */
export const MAX_PATH = 1024;
/** Where a request whose path is too long is sent on; the proxy answers it 414. */
export const TOO_LONG_PATH = "/_request-target-too-long";

/** The target to pass on: as sent; with the query's parameters that fit (whole, in order); or TOO_LONG_PATH. */
export function fittedTarget(target) {
  if (target.length <= MAX_REQUEST_TARGET) return target;
  const at = target.indexOf("?");
  const path = at === -1 ? target : target.slice(0, at);
  if (path.length > MAX_PATH) return TOO_LONG_PATH;
  let fitted = path;
  for (const pair of target.slice(at + 1).split("&")) {
    const next = `${fitted}${fitted === path ? "?" : "&"}${pair}`;
    if (next.length <= MAX_REQUEST_TARGET) fitted = next;
  }
  return fitted;
}
