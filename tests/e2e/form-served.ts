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
  // Under the name the server gave it: behind a proxy that says HTTPS, the __Host- one.
  const secure = (await page.context().cookies(url)).some(
    ({ name }) => name === `__Host-${FORM_TOKEN_COOKIE}`,
  );
  const name = secure ? `__Host-${FORM_TOKEN_COOKIE}` : FORM_TOKEN_COOKIE;
  await page
    .context()
    .addCookies([{ name, value, domain: "127.0.0.1", path: "/", httpOnly: true, secure, sameSite: "Lax" }]);
}
