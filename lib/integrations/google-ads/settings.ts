import "server-only";
import { env } from "@/lib/env";

/** The password of the Google Ads scheduled import (HTTP basic auth), when the owner set one. */
export const googleAdsImportSecret = () => env().GOOGLE_ADS_IMPORT_SECRET;

/** The password of Microsoft Advertising's scheduled import (HTTP basic auth, user `microsoft-ads`), when set. */
export const microsoftAdsImportSecret = () => env().MICROSOFT_ADS_IMPORT_SECRET;
