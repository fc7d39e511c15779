import { PageHero } from "@/components/sections/page-hero";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.home);

export default function HomePage() {
  return <PageHero title="Systems That Work and Scale" lead="x" ctas={[{ kind: "booking", label: "Book a Discovery Call" }]} />;
}
