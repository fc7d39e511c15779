import { DentalPage } from "@/components/sections/dental-page";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const generateMetadata = pageMetadata(publicPages.dental);

export default function DentalPageRoute() {
  return <DentalPage />;
}
