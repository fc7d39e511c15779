import { AutomationOfferPage } from "@/components/sections/automation-offer-page";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const generateMetadata = pageMetadata(publicPages.automationOffer);

export default function AutomationOfferPageRoute() {
  return <AutomationOfferPage />;
}
