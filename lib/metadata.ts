import "server-only";
import type { Metadata } from "next";
import type { PublicPage } from "@/content/pages";
import { ogImage } from "@/content/og-image";
import { site } from "@/content/site";

/** Title, description, canonical URL and Open Graph for one public page. */
export function pageMetadata(page: PublicPage): Metadata {
  return {
    title: page.path === "/" ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical: page.path },
    // A page's openGraph replaces the layout's whole object, so the shared fields are repeated here.
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_US",
      title: page.title,
      description: page.description,
      url: page.path,
      images: [{ url: "/opengraph-image", width: 1200, height: 630, alt: ogImage.alt }],
    },
  };
}
