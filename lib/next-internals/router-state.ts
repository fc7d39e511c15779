import "server-only";
// Depends on Next 16.4 parsing the `next-router-state-tree` header of an RSC request with this function, and
// answering a value it throws on with a 500.
import { parseAndValidateFlightRouterState } from "next/dist/server/app-render/parse-and-validate-flight-router-state";

const HEADER = "next-router-state-tree";

/**
 * Next answers a client-side navigation to a page rendered on request (the owner area) with a 500 when its
 * router-state header does not parse. Browsers never send such a header; the proxy answers 400 first, using
 * Next's own check so the two agree.
 */
export function hasMalformedRouterState(headers: Headers): boolean {
  const value = headers.get(HEADER);
  if (value === null) return false;
  try {
    parseAndValidateFlightRouterState(value);
    return false;
  } catch {
    return true;
  }
}
