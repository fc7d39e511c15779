import type { NextRequest } from "next/server";
import { adPlatformsCopy } from "@/content/ad-platforms";
import { googleAdsConversions, googleAdsCsv, parseGoogleAdsOptions } from "@/lib/integrations/google-ads/csv";
import { getDb } from "@/lib/db";
import { filenameDate, ownerCsvResponse } from "@/lib/settings/csv-route";
import { textResponse } from "@/lib/text-response";

/** The Google Ads conversions file of ?status=&name=&value=&currency=, for the signed-in owner to upload. */
export async function GET(request: NextRequest) {
  const options = parseGoogleAdsOptions(request.nextUrl.searchParams);
  if ("problem" in options) return textResponse(options.problem, 400);
  return ownerCsvResponse(request, adPlatformsCopy.csvFilename(filenameDate()), async () =>
    googleAdsCsv(await googleAdsConversions(await getDb(), options), options),
  );
}
