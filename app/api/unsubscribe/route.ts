import { getDb } from "@/lib/db";
import { readUnsubscribeToken, suppressEmail, UNSUBSCRIBE_PATH } from "@/lib/email/unsubscribe";
import { errorText, logEvent } from "@/lib/log";
import { textResponse } from "@/lib/text-response";

/** RFC 8058 one-click unsubscribe and the page's confirm button; only a link we signed for an address counts. */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get("t");
  const email = readUnsubscribeToken(token);
  if (!email) return textResponse("This unsubscribe link is not valid.", 400);
  // RFC 8058's marker comes as a urlencoded or a multipart form; anything else is the page's button.
  const form = await request.formData().catch(() => undefined);
  const oneClick = form?.get("List-Unsubscribe") === "One-Click";
  try {
    await suppressEmail(await getDb(), email, oneClick ? "one-click" : "link");
  } catch (error) {
    logEvent("error", "unsubscribe_failed", { error: errorText(error) });
    return textResponse("We could not record that just now. Please try again in a minute.", 503);
  }
  logEvent("info", "email_unsubscribed", { source: oneClick ? "one-click" : "link" });
  if (oneClick) return textResponse("Unsubscribed.", 200);
  // The page's own button: back to the page, which now says it is done.
  return new Response(null, {
    status: 303,
    headers: { location: `${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(token!)}`, "cache-control": "no-store" },
  });
}

/** Opening the endpoint itself (a scanner, a copied link) unsubscribes nobody: it shows the page with the button. */
export function GET(request: Request) {
  const token = new URL(request.url).searchParams.get("t") ?? "";
  return new Response(null, {
    status: 303,
    headers: { location: `${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(token)}` },
  });
}
