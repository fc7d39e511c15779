import type { NextRequest } from "next/server";
import { adPlatformsCopy } from "@/content/ad-platforms";
import { parseGoogleAdsOptions } from "@/lib/integrations/google-ads/csv";
import { microsoftAdsConversions, microsoftAdsCsv } from "@/lib/integrations/microsoft-ads/csv";
import { getDb } from "@/lib/db";
import { filenameDate, ownerCsvResponse } from "@/lib/settings/csv-route";
import { textResponse } from "@/lib/text-response";

/** The Microsoft Advertising offline conversions file of ?status=&name=&value=&currency=, for the signed-in owner. */
export async function GET(request: NextRequest) {
  const options = parseGoogleAdsOptions(request.nextUrl.searchParams);
  if ("problem" in options) return textResponse(options.problem, 400);
  return ownerCsvResponse(request, adPlatformsCopy.microsoft.csvFilename(filenameDate()), async () =>
    microsoftAdsCsv(await microsoftAdsConversions(await getDb(), options), options),
  );
}
