import "server-only";

/** The cookie Next 16 sets for draft mode (next/dist/server/api-utils: COOKIE_NAME_PRERENDER_BYPASS). */
export const DRAFT_MODE_COOKIE = "__prerender_bypass";
