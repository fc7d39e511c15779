import type { Metadata } from "next";
import { AdPlatforms } from "@/components/settings/ad-platforms";
import { PageHeader } from "@/components/settings/page-header";
import { adPlatformsCopy } from "@/content/ad-platforms";
import { ownerPages } from "@/content/settings";
import { requireOwnerOrRedirect } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { siteUrl } from "@/lib/env";
import { ga4Destination } from "@/lib/integrations/ga4/settings";
import { GOOGLE_ADS_IMPORT_USER, MICROSOFT_ADS_IMPORT_USER } from "@/lib/integrations/google-ads/basic-auth";
import { GOOGLE_ADS_STEPS } from "@/lib/integrations/google-ads/csv";
import { googleAdsImportSecret, microsoftAdsImportSecret } from "@/lib/integrations/google-ads/settings";
import { metaDestination } from "@/lib/integrations/meta/settings";
import { recentConversions } from "@/lib/settings/deliveries/conversion-log";
import { readMoneySettings } from "@/lib/money/settings";

const copy = ownerPages.adPlatforms;
export const metadata: Metadata = { title: copy.title };

export default async function AdPlatformsPage() {
  await requireOwnerOrRedirect();
  const db = await getDb();
  const [conversions, money] = await Promise.all([recentConversions(db), readMoneySettings(db)]);
  return (
    <div id="ad-platforms">
      <PageHeader title={copy.title} description={adPlatformsCopy.description} />
      <AdPlatforms
        on={{ ga4: Boolean(ga4Destination()), meta: Boolean(metaDestination()) }}
        steps={GOOGLE_ADS_STEPS}
        importUrl={
          googleAdsImportSecret()
            ? `${siteUrl()}/api/google-ads/conversions.csv?status=${GOOGLE_ADS_STEPS[0]}&name=Lead`
            : undefined
        }
        importUser={GOOGLE_ADS_IMPORT_USER}
        conversions={conversions}
        currency={money.currency}
        microsoft={{
          importUrl: microsoftAdsImportSecret()
            ? `${siteUrl()}/api/microsoft-ads/conversions.csv?status=won&name=Won`
            : undefined,
          importUser: MICROSOFT_ADS_IMPORT_USER,
        }}
      />
    </div>
  );
}
