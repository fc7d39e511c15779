import { LegalDocument } from "@/components/sections/legal-document";
import { privacyPolicy } from "@/content/legal-privacy";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.privacy);

export default function PrivacyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
