import { IndustryPage } from "@/components/sections/industry-page";
import { industries } from "@/content/industries";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.roofers);

export default function RoofersPage() {
  return <IndustryPage page="roofers" offer={industries.roofers} />;
}
