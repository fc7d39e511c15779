import { LegalDocument } from "@/components/sections/legal-document";
import { privacyPolicy } from "@/content/legal-privacy";
import { publicPages } from "@/content/pages";
import { retentionDays } from "@/lib/env";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.privacy);

// Rounded up: the policy never promises a shorter time than the purge keeps data.
const months = (days: number) => Math.max(1, Math.ceil(days / 30.44));

export default function PrivacyPage() {
  const retention = {
    leadMonths: months(retentionDays().leads),
    technicalMonths: months(retentionDays().technical),
  };
  return <LegalDocument document={privacyPolicy(retention)} />;
}
