import { IndustryPage } from "@/components/sections/industry-page";
import { industries } from "@/content/industries";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.automationOffer);

export default function AutomationOfferPage() {
  return <IndustryPage page="automation-offer" offer={industries.general} />;
}
