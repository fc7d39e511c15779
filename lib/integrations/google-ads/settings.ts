import "server-only";
import { env } from "@/lib/env";

/** The password of the Google Ads scheduled import (HTTP basic auth), when the owner set one. */
export const googleAdsImportSecret = () => env().GOOGLE_ADS_IMPORT_SECRET;
