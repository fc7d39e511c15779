import "server-only";
// Depends on Next 16.4 checking the `next-router-state-tree` header of an RSC request with this function and answering
// a value it throws on with a 500 (on pages rendered on request). Browsers never send such a header; the proxy answers
// 400 first, using Next's own check so the two agree.
import { parseAndValidateFlightRouterState } from "next/dist/server/app-render/parse-and-validate-flight-router-state";

export function hasMalformedRouterState(headers: Headers): boolean {
  const value = headers.get("next-router-state-tree");
  if (value === null) return false;
  try {
    parseAndValidateFlightRouterState(value);
    return false;
  } catch {
    return true;
  }
}
