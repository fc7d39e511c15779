import { LegalDocument } from "@/components/sections/legal-document";
import { termsOfService } from "@/content/legal-terms";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { partyOf } from "@/lib/site-facts/on-page";
import { getSiteFacts } from "@/lib/site-facts/published";

export const generateMetadata = pageMetadata(publicPages.terms);

export default async function TermsPage() {
  return <LegalDocument document={termsOfService(partyOf(await getSiteFacts()))} />;
}
