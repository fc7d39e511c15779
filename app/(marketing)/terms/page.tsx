import { LegalDocument } from "@/components/sections/legal-document";
import { termsOfService } from "@/content/legal-terms";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.terms);

export default function TermsPage() {
  return <LegalDocument document={termsOfService} />;
}
