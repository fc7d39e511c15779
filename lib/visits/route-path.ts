/** Where the public pages report what was seen: a path no common blocking list matches. */
export const VISIT_ROUTE = "/api/seen";
