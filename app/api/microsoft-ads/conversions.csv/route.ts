import type { NextRequest } from "next/server";
import { adPlatformsCopy } from "@/content/ad-platforms";
import { googleAdsImportAccess } from "@/lib/integrations/google-ads/basic-auth";
import { microsoftAdsImportSecret } from "@/lib/integrations/google-ads/settings";
import { parseGoogleAdsOptions } from "@/lib/integrations/google-ads/csv";
import { microsoftAdsConversions, microsoftAdsCsv } from "@/lib/integrations/microsoft-ads/csv";
import { getDb } from "@/lib/db";
import { errorText, logEvent } from "@/lib/log";
import { clientIp } from "@/lib/request/client";
import { textResponse } from "@/lib/text-response";

/** The conversions file for Microsoft Advertising's scheduled import: HTTPS with a user name and MICROSOFT_ADS_IMPORT_SECRET. */
export async function GET(request: NextRequest) {
  const secret = microsoftAdsImportSecret();
  if (!secret) return textResponse(adPlatformsCopy.microsoft.importOff, 404);
  try {
    const db = await getDb();
    const access = await googleAdsImportAccess(db, {
      ip: clientIp(request.headers),
      authorization: request.headers.get("authorization"),
      secret,
      platform: "microsoft-ads",
    });
    if (access !== "granted") {
      logEvent("warn", "microsoft_ads_import_refused", { limited: access === "limited" });
      if (access === "limited") return textResponse(adPlatformsCopy.importLimited, 429);
      const response = textResponse(adPlatformsCopy.importUnauthorized, 401);
      response.headers.set(
        "www-authenticate",
        'Basic realm="Microsoft Advertising conversions", charset="UTF-8"',
      );
      return response;
    }
    const options = parseGoogleAdsOptions(request.nextUrl.searchParams);
    if ("problem" in options) return textResponse(options.problem, 400);
    const rows = await microsoftAdsConversions(db, options);
    return new Response(microsoftAdsCsv(rows, options), {
      headers: { "content-type": "text/csv; charset=utf-8", "cache-control": "no-store" },
    });
  } catch (error) {
    logEvent("error", "microsoft_ads_import_failed", { error: errorText(error) });
    return textResponse(adPlatformsCopy.importUnavailable, 503);
  }
}
