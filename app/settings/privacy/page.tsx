import type { Metadata } from "next";
import { PageHeader } from "@/components/settings/page-header";
import { PrivacyRequests } from "@/components/settings/privacy-requests";
import { privacyCopy } from "@/content/privacy-requests";
import { ownerPages } from "@/content/settings";
import { requireOwnerOrRedirect } from "@/lib/auth";

const copy = ownerPages.privacy;
export const metadata: Metadata = { title: copy.title };

export default async function PrivacyPage() {
  await requireOwnerOrRedirect();
  return (
    <div id="privacy">
      <PageHeader title={copy.title} description={privacyCopy.description} />
      <PrivacyRequests />
    </div>
  );
}
