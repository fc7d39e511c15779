import type { Database } from "@/lib/db/open";
import { createFormToken } from "@/lib/forms/form-token";
import type { LeadRequest } from "@/lib/leads/submit-lead";
import { appSecret } from "@/lib/secret";

/** The form page's cookie, as served ten seconds before the post (past the 2 s time trap). */
export const servedEarlier = () => ({ form_t: createFormToken(appSecret(), Date.now() - 10_000) });

/**
 * A request as Next would hand it over: cookies (by default the form page's own, as a browser sends them), headers,
 * the database, and work queued for after the response.
 */
export function leadRequest(
  db: Database,
  address: string,
  cookies: Record<string, string> = servedEarlier(),
) {
  const afterResponse: (() => Promise<void>)[] = [];
  const req: LeadRequest = {
    read: async () => ({
      cookies: { get: (name) => (name in cookies ? { value: cookies[name]! } : undefined) },
      headers: new Headers({ "x-forwarded-for": address, "user-agent": "integration test" }),
    }),
    getDb: async () => db,
    afterResponse: (task) => afterResponse.push(task),
  };
  return { req, afterResponse };
}
