import "server-only";
import { emailTimeZone } from "@/content/emails";
import { csvExport } from "@/content/settings";
import { getOwner } from "@/lib/auth";
import { errorText, logEvent } from "@/lib/log";
import { isSameOriginRequest } from "@/lib/request/origin";
import { textResponse } from "@/lib/text-response";

/** The day for a download's filename, in the owner's (Pacific) time, as the report and the settings page use. */
export const filenameDate = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: emailTimeZone }).format(now);

/**
 * A download (CSV unless told otherwise) for the signed-in owner only, asked for from this site; the body is built
 * after both checks. A database that does not answer is a 503 with a line saying so, not an error page.
 */
export async function ownerCsvResponse(
  request: Request,
  filename: string,
  body: () => Promise<BodyInit>,
  contentType = "text/csv; charset=utf-8; header=present",
) {
  try {
    const owner = await getOwner();
    if (!owner.ok) return textResponse(csvExport.notAuthenticated, 401);
    if (!isSameOriginRequest(request.headers)) return textResponse(csvExport.forbidden, 403);
    return new Response(await body(), {
      headers: {
        "content-type": contentType,
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    logEvent("error", "owner_csv_failed", { error: errorText(error) });
    return textResponse(csvExport.unavailable, 503);
  }
}
