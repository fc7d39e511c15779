import type { Page } from "@playwright/test";
import { createFormToken, FORM_TOKEN_COOKIE } from "@/lib/forms/form-token";
import { MIN_FILL_MS } from "@/lib/forms/state";
import { E2E_AUTH_SECRET } from "./owner";

/**
 * Past the bot time trap at once, on the shared server: the trap reads when the form was served from the signed
 * form cookie, so the page gets one made as the server makes it, for a page served longer ago than the trap waits
 * (instead of waiting two seconds on the wall clock). Specs with a server of their own wait (pastTimeTrap).
 */
export async function formServedEarlier(page: Page) {
  const value = createFormToken(E2E_AUTH_SECRET, Date.now() - MIN_FILL_MS - 1000);
  const url = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
  await page.context().addCookies([{ name: FORM_TOKEN_COOKIE, value, url, httpOnly: true, sameSite: "Lax" }]);
}
