import { LegalDocument } from "@/components/sections/legal-document";
import { privacyPolicy } from "@/content/legal-privacy";
import { publicPages } from "@/content/pages";
import { retentionDays } from "@/lib/env";
import { pageMetadata } from "@/lib/metadata";
import { partyOf } from "@/lib/site-facts/on-page";
import { getSiteFacts } from "@/lib/site-facts/published";

export const generateMetadata = pageMetadata(publicPages.privacy);

// Rounded up: the policy never promises a shorter time than the purge keeps data.
const months = (days: number) => Math.max(1, Math.ceil(days / 30.44));

export default async function PrivacyPage() {
  const retention = {
    leadMonths: months(retentionDays().leads),
    technicalMonths: months(retentionDays().technical),
  };
  return <LegalDocument document={privacyPolicy(retention, partyOf(await getSiteFacts()))} />;
}
