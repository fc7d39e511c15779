import { RoofersPage } from "@/components/sections/roofers-page";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const generateMetadata = pageMetadata(publicPages.roofers);

export default function RoofersPageRoute() {
  return <RoofersPage />;
}
