import { IndustryPage } from "@/components/sections/industry-page";
import { industries } from "@/content/industries";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.dental);

export default function DentalPage() {
  return <IndustryPage page="dental" offer={industries.dental} />;
}
