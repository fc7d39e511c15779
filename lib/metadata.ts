import "server-only";
import type { Metadata } from "next";
import type { PublicPage } from "@/content/pages";
import { ogImage } from "@/content/og-image";
import { getSiteFacts } from "@/lib/site-facts/published";

/**
 * Title, description, canonical URL and Open Graph for one public page, as the page's `generateMetadata`: the site
 * name is the published one, read cached and tagged, so the page stays static and a publish renders it again.
 */
export function pageMetadata(page: PublicPage): () => Promise<Metadata> {
  return async () => {
    const { name } = await getSiteFacts();
    return {
      title: page.path === "/" ? { absolute: page.title } : page.title,
      description: page.description,
      alternates: { canonical: page.path },
      // A page's openGraph replaces the layout's whole object, so the shared fields are repeated here.
      openGraph: {
        type: "website",
        siteName: name.value,
        locale: "en_US",
        title: page.title,
        description: page.description,
        url: page.path,
        images: [{ url: "/opengraph-image", width: 1200, height: 630, alt: ogImage.altFor(name.value) }],
      },
    };
  };
}
