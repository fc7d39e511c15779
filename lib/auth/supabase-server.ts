import "server-only";
import { cookies, headers } from "next/headers";
import { isHttpsRequest, secureOnHttps } from "@/lib/request-protocol";
import type { OwnerCookies } from "./owner-check";

/** Next's request cookies as the adapter both auth modes read (and, in actions, write). */
export async function nextCookies(): Promise<OwnerCookies> {
  const store = await cookies();
  const https = isHttpsRequest(await headers());
  return {
    https,
    getAll: () => store.getAll().map(({ name, value }) => ({ name, value })),
    setAll(toSet) {
      try {
        for (const { name, value, options } of toSet) store.set(name, value, secureOnHttps(options, https));
      } catch {
        // Server components may not set cookies; the proxy has already refreshed the session.
      }
    },
  };
}
