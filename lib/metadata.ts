import type { Metadata } from "next";
import type { PublicPage } from "@/content/pages";

/** Title, description, canonical URL and Open Graph for one public page. */
export function pageMetadata(page: PublicPage): Metadata {
  return {
    title: page.path === "/" ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: { title: page.title, description: page.description, url: page.path },
  };
}
